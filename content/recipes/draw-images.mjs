// Draws one picture per recipe for this project: a pressure-cooker pot or a bowl, seen from the
// side, in the colours of the recipe's meal type, with the dish's main ingredients as shapes. The
// SVG is rendered to a small JPEG (480x320) with sharp, under content/media/recipes/.
//
//   node content/recipes/draw-images.mjs
//
// sharp comes with the repository (a development dependency of the root and a dependency of the
// server); the pictures are committed, so only a change of the drawing needs a run.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../media/recipes');

const palettes = {
  Breakfast: { sky: '#fdf1d6', table: '#e8b86d', accent: '#f29e4c' },
  Lunch: { sky: '#e4f2e1', table: '#9cc48f', accent: '#4f8a3c' },
  Dinner: { sky: '#f6e0dc', table: '#b5654f', accent: '#8c2f1d' },
  Soup: { sky: '#e0edf5', table: '#7ea8c4', accent: '#2f6a8f' },
  Side: { sky: '#f3f0dc', table: '#c9bd7a', accent: '#8a7b22' },
  Dessert: { sky: '#f6e4ef', table: '#d79bbd', accent: '#a24b7c' },
};

// Colours of the things a recipe's ingredients name, looked up by word.
const foodColours = [
  [/tomato|chili|paprika|wine|red/i, '#c0392b'],
  [/carrot|sweet|orange|cheddar|turmeric|curry/i, '#e67e22'],
  [/spinach|cilantro|parsley|dill|thyme|rosemary|pepper|onions?$/i, '#3f8f3a'],
  [/bean|lentil|pea/i, '#6d4c41'],
  [/chicken|pork|ham|beef|roast|chuck/i, '#a0522d'],
  [/rice|oats|egg|milk|cream|cheese|yogurt|potato|noodle|macaroni|flour/i, '#f5efe0'],
  [/apple|lemon|lime|honey|maple|raisin/i, '#e9c46a'],
  [/mushroom|garlic|shallot|ginger/i, '#bfa58a'],
  [/cinnamon|cumin|cardamom|masala|sugar|graham/i, '#8d5524'],
];

function colourOf(item) {
  return foodColours.find(([pattern]) => pattern.test(item))?.[1];
}

/** A small deterministic number generator, so redrawing gives the same pictures. */
function seeded(text) {
  let state = [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function escapeXml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}

function drawRecipe(recipe) {
  const palette = palettes[recipe.mealType] ?? palettes.Dinner;
  const random = seeded(recipe.identifier);
  const colours = recipe.ingredients.map((entry) => colourOf(entry.item)).filter(Boolean);
  const pieces = [];
  // The food heaped above the rim: ellipses in the ingredients' colours.
  for (let index = 0; index < 26; index += 1) {
    const colour = colours[index % Math.max(colours.length, 1)] ?? palette.accent;
    const x = 160 + random() * 160;
    const y = 150 + random() * 26;
    const rx = 10 + random() * 14;
    const ry = 6 + random() * 8;
    pieces.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${colour}" stroke="#00000022"/>`,
    );
  }
  const isBowl = ['Dessert', 'Side', 'Breakfast'].includes(recipe.mealType);
  const vessel = isBowl
    ? `<path d="M130 170 Q240 300 350 170 Z" fill="#fbfbf8" stroke="#7a6f66" stroke-width="3"/>
       <rect x="205" y="236" width="70" height="14" rx="5" fill="#e9e4dc" stroke="#7a6f66" stroke-width="2"/>`
    : `<rect x="130" y="168" width="220" height="100" rx="18" fill="#d9dde0" stroke="#5b6368" stroke-width="3"/>
       <rect x="118" y="160" width="244" height="16" rx="8" fill="#b9c0c5" stroke="#5b6368" stroke-width="2"/>
       <rect x="96" y="190" width="34" height="12" rx="6" fill="#3b4246"/>
       <rect x="350" y="190" width="34" height="12" rx="6" fill="#3b4246"/>
       <rect x="200" y="212" width="80" height="30" rx="6" fill="#2d3436"/>
       <circle cx="220" cy="227" r="5" fill="${palette.accent}"/>
       <rect x="232" y="221" width="38" height="12" rx="2" fill="#55efc4" opacity="0.8"/>`;
  const steam = [200, 240, 280]
    .map(
      (x) =>
        `<path d="M${x} 130 q-12 -18 0 -34 q12 -16 0 -34" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.85"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
  <rect width="480" height="320" fill="${palette.sky}"/>
  <circle cx="${60 + random() * 60}" cy="${50 + random() * 30}" r="26" fill="${palette.table}" opacity="0.35"/>
  <circle cx="${390 + random() * 40}" cy="${60 + random() * 40}" r="38" fill="${palette.accent}" opacity="0.15"/>
  <rect y="250" width="480" height="70" fill="${palette.table}"/>
  <rect y="250" width="480" height="6" fill="#00000018"/>
  ${steam}
  ${pieces.join('\n  ')}
  ${vessel}
  <text x="24" y="300" font-family="DejaVu Sans, sans-serif" font-size="15" font-weight="bold" fill="#ffffff" opacity="0.9">${escapeXml(recipe.mealType.toUpperCase())}</text>
</svg>`;
}

const recipes = JSON.parse(await readFile(join(here, 'recipes.json'), 'utf8'));
await mkdir(out, { recursive: true });
let total = 0;
for (const recipe of recipes) {
  const jpeg = await sharp(Buffer.from(drawRecipe(recipe)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  await writeFile(join(out, `${recipe.identifier}.jpg`), jpeg);
  total += jpeg.length;
}
console.log(`Drew ${recipes.length} recipe pictures, ${(total / 1024).toFixed(0)} KB in all, into ${out}`);
