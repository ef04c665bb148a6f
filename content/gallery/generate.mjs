// Draws the photo gallery's demo pictures and writes them as JPEGs under
// content/media/gallery (the default MEDIA_DIR): 14 pictures for each album of albums.mjs, in
// several sizes and orientations, plus the gallery home's cover. Every picture is a drawn scene
// (sky, sun, hills, a figure) in the album's colours with the album's name on it, made from a
// seeded random sequence, so running the script again writes the same files.
//
//   node content/gallery/generate.mjs                        the committed demo albums and cover
//   node content/gallery/generate.mjs --bench <folder> [n]   one album of n pictures (default 1000)
//                                                            for the bench, never committed
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoAlbums, pictureSizes, pictureTitles } from './albums.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const galleryRoot = join(repoRoot, 'content/media/gallery');

/** A small seeded generator (mulberry32): the same seed draws the same scene. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h, s, l) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;
const escapeXml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A ridge line across the picture: the top edge of a range of hills. */
function ridge(random, width, height, base, amplitude) {
  const steps = 8;
  const points = [];
  const phase = random() * Math.PI * 2;
  const waves = 1 + random() * 2;
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * width;
    const y =
      base + Math.sin(phase + (i / steps) * Math.PI * waves) * amplitude + (random() - 0.5) * amplitude * 0.6;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
}

/** The figure in the middle of a scene: an animal, a portrait bust, a toy, a baby, or a tree. */
function figure(kind, random, width, height, hue) {
  const size = Math.min(width, height);
  const cx = width * (0.35 + random() * 0.3);
  const cy = height * 0.62;
  const r = size * 0.13;
  const coat = hsl(hue + random() * 20, 55, 45 + random() * 15);
  switch (kind) {
    case 'pet':
      return `<g fill="${coat}">
        <ellipse cx="${cx}" cy="${cy + r * 1.3}" rx="${r * 1.6}" ry="${r}"/>
        <circle cx="${cx}" cy="${cy}" r="${r}"/>
        <path d="M${cx - r * 0.9},${cy - r * 0.4} L${cx - r * 0.7},${cy - r * 1.5} L${cx - r * 0.1},${cy - r * 0.8} Z"/>
        <path d="M${cx + r * 0.9},${cy - r * 0.4} L${cx + r * 0.7},${cy - r * 1.5} L${cx + r * 0.1},${cy - r * 0.8} Z"/>
      </g>
      <circle cx="${cx - r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.12}" fill="#1d1d1d"/>
      <circle cx="${cx + r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.12}" fill="#1d1d1d"/>
      <ellipse cx="${cx}" cy="${cy + r * 0.3}" rx="${r * 0.15}" ry="${r * 0.1}" fill="#3b2a22"/>`;
    case 'portrait': {
      const px = width / 2;
      const py = height * 0.45;
      const frame = size * 0.36;
      return `<rect x="${px - frame}" y="${py - frame}" width="${frame * 2}" height="${frame * 2.2}" rx="${frame * 0.08}" fill="${hsl(hue, 35, 88)}" stroke="${hsl(hue + 30, 60, 35)}" stroke-width="${size * 0.025}"/>
      <path d="M${px - frame * 0.75},${py + frame * 1.2} Q${px},${py + frame * 0.2} ${px + frame * 0.75},${py + frame * 1.2} Z" fill="${hsl(hue, 45, 30)}"/>
      <circle cx="${px}" cy="${py - frame * 0.05}" r="${frame * 0.38}" fill="${hsl(25 + random() * 15, 45, 55 + random() * 20)}"/>
      <path d="M${px - frame * 0.4},${py - frame * 0.2} Q${px},${py - frame * 0.85} ${px + frame * 0.4},${py - frame * 0.2} Z" fill="${hsl(hue + random() * 60, 30, 20 + random() * 40)}"/>`;
    }
    case 'room':
      return `<rect x="${cx - r * 1.5}" y="${cy - r * 0.2}" width="${r * 3}" height="${r * 1.8}" rx="${r * 0.2}" fill="${coat}"/>
      <rect x="${cx - r * 1.1}" y="${cy - r * 1.3}" width="${r * 2.2}" height="${r * 1.1}" rx="${r * 0.2}" fill="${hsl(hue + 180, 50, 60)}"/>
      <circle cx="${cx + r * 2.4}" cy="${cy + r * 1.1}" r="${r * 0.5}" fill="${hsl(hue + 90, 65, 55)}"/>`;
    case 'baby':
      return `<ellipse cx="${cx}" cy="${cy + r * 1.2}" rx="${r * 1.4}" ry="${r * 1.1}" fill="${hsl(hue, 60, 80)}"/>
      <circle cx="${cx}" cy="${cy - r * 0.1}" r="${r * 0.95}" fill="${hsl(28, 55, 78)}"/>
      <circle cx="${cx - r * 0.32}" cy="${cy - r * 0.2}" r="${r * 0.09}" fill="#2a2a2a"/>
      <circle cx="${cx + r * 0.32}" cy="${cy - r * 0.2}" r="${r * 0.09}" fill="#2a2a2a"/>
      <path d="M${cx - r * 0.3},${cy + r * 0.3} Q${cx},${cy + r * 0.55} ${cx + r * 0.3},${cy + r * 0.3}" stroke="#8a3b3b" stroke-width="${r * 0.08}" fill="none"/>`;
    default:
      return `<rect x="${cx - r * 0.12}" y="${cy - r * 0.4}" width="${r * 0.24}" height="${r * 1.6}" fill="#4b3621"/>
      <circle cx="${cx}" cy="${cy - r * 0.8}" r="${r * 0.9}" fill="${hsl(110 + random() * 30, 40, 30 + random() * 10)}"/>`;
  }
}

/** One picture as SVG: sky, sun or moon, three ranges of hills, the figure and a caption. */
function sceneSvg({ width, height, seed, hue, kind, caption, daylight = false }) {
  const random = seeded(seed);
  const skyHue = hue + (random() - 0.5) * 40;
  // Drawn either way, so a forced daylight scene keeps the rest of its sequence.
  const night = random() < 0.15 && !daylight;
  const sky = night
    ? [hsl(skyHue + 20, 45, 12), hsl(skyHue, 40, 28)]
    : [hsl(skyHue, 65, 72), hsl(skyHue + 25, 70, 90)];
  const sunX = width * (0.15 + random() * 0.7);
  const sunY = height * (0.12 + random() * 0.2);
  const sunR = Math.min(width, height) * (0.05 + random() * 0.05);
  const hills = [0.55, 0.68, 0.8].map(
    (level, index) =>
      `<path d="${ridge(random, width, height, height * level, height * 0.06)}" fill="${hsl(hue + 90 + index * 12, 30 + index * 8, (night ? 18 : 52) - index * 10)}"/>`,
  );
  const fontSize = Math.round(Math.min(width, height) * 0.055);
  const text = escapeXml(caption);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${night ? '#f4f1d0' : hsl(45, 95, 65)}"/>
    ${hills.join('\n')}
    ${figure(kind, random, width, height, hue)}
    <rect x="0" y="${height - fontSize * 2.2}" width="${width}" height="${fontSize * 2.2}" fill="rgba(0,0,0,0.45)"/>
    <text x="${fontSize * 0.8}" y="${height - fontSize * 0.75}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#ffffff">${text}</text>
  </svg>`;
}

/**
 * Writes one JPEG. `orientation` 6 stores the pixels turned a quarter and asks viewers (by EXIF)
 * to turn them back, as phone cameras do: the server must report the shape people see.
 */
async function writePicture(file, scene, { quality = 72, orientation } = {}) {
  let image = sharp(Buffer.from(sceneSvg(scene)));
  if (orientation === 6) image = sharp(await image.png().toBuffer()).rotate(-90);
  let output = image.jpeg({ quality, mozjpeg: true });
  if (orientation !== undefined) output = output.withMetadata({ orientation });
  await writeFile(file, await output.toBuffer());
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

async function writeAlbum(folder, album, count, seedBase, options = {}) {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const [width, height] = pictureSizes[index % pictureSizes.length];
    const title = pictureTitles[index % pictureTitles.length];
    const number = pad(index + 1, count >= 100 ? 4 : 2);
    const name = `${album.label} ${number} - ${title}.jpg`;
    // The fifth picture of a committed album is stored sideways with an EXIF turn (see writePicture).
    const sideways = !options.bench && index === 4;
    const scene = {
      width: sideways ? height : width,
      height: sideways ? width : height,
      seed: seedBase * 1000 + index,
      hue: album.hue,
      kind: album.scene,
      caption: `${album.label} · ${title}`,
    };
    await writePicture(join(folder, name), scene, sideways ? { orientation: 6 } : {});
  }
}

async function folderBytes(folder) {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--bench') {
    const folder = resolve(args[1] ?? '');
    const count = Number(args[2] ?? 1000);
    if (!args[1] || !Number.isInteger(count) || count < 1) {
      throw new Error('usage: generate.mjs --bench <folder> [count]');
    }
    await writeAlbum(folder, { label: 'Bench', scene: 'landscape', hue: 160 }, count, 99, { bench: true });
    console.log(
      `Wrote ${count} pictures to ${folder} (${((await folderBytes(folder)) / 1e6).toFixed(1)} MB)`,
    );
    return;
  }

  await mkdir(join(galleryRoot, 'cover'), { recursive: true });
  await writePicture(
    join(galleryRoot, 'cover', 'gallery-home.jpg'),
    {
      width: 1920,
      height: 1080,
      seed: 7,
      hue: 205,
      kind: 'landscape',
      caption: 'Photo Gallery',
      daylight: true,
    },
    { quality: 70 },
  );
  for (const [index, album] of demoAlbums.entries()) {
    await writeAlbum(join(galleryRoot, 'albums', album.folder), album, pictureTitles.length, index + 1);
  }
  console.log(`Gallery media: ${((await folderBytes(galleryRoot)) / 1e6).toFixed(2)} MB in ${galleryRoot}`);
}

await main();
