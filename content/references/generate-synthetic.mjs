#!/usr/bin/env node
// Writes N synthetic reference cards as JSON lines, for search benchmarks and load tests.
//
//   node content/references/generate-synthetic.mjs <count> <out.jsonl> [seed]
//
// Card i depends only on (seed, i): its uuid and its random stream are derived from a hash of both, so
// the first 1,000 cards of a 1,000,000-card file equal a 1,000-card file. Words are drawn with a Zipf
// distribution over the vocabulary of the demo cards (titles and summaries in cards.json, a few thousand
// words ranked by frequency), so common words match most cards and rare words a handful, as in real text.
// Tags mix the demo tags with generated two-word tags, also Zipf-ranked: a few tags are very frequent and
// most are rare. Output is streamed with backpressure, so memory stays flat for any count.
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_SEED = 'references-synthetic-v1';

const FIRST_NAMES = [
  'Ada',
  'Ahmed',
  'Aiko',
  'Alejandro',
  'Alice',
  'Amara',
  'Anders',
  'Ana',
  'Andrei',
  'Anita',
  'Arjun',
  'Astrid',
  'Beatriz',
  'Ben',
  'Bianca',
  'Carlos',
  'Chen',
  'Chiara',
  'Daniel',
  'Dmitri',
  'Elena',
  'Elif',
  'Emeka',
  'Emma',
  'Farah',
  'Felix',
  'Fatima',
  'Gabriel',
  'Grace',
  'Hana',
  'Hassan',
  'Helga',
  'Ines',
  'Ivan',
  'Jamal',
  'Jana',
  'Javier',
  'Jin',
  'Joanna',
  'Jonas',
  'Julia',
  'Kai',
  'Kamala',
  'Karin',
  'Kenji',
  'Laila',
  'Lars',
  'Leila',
  'Lucas',
  'Lucia',
  'Mai',
  'Malik',
  'Marco',
  'Maria',
  'Mateo',
  'Mei',
  'Mohammed',
  'Nadia',
  'Naveen',
  'Nina',
  'Noah',
  'Olga',
  'Omar',
  'Paolo',
  'Priya',
  'Rafael',
  'Rania',
  'Ravi',
  'Rosa',
  'Samuel',
  'Sara',
  'Sofia',
  'Sven',
  'Tariq',
  'Tomas',
  'Uma',
  'Valentina',
  'Wei',
  'Yara',
  'Yusuf',
  'Zainab',
  'Zoltan',
];
const LAST_NAMES = [
  'Abara',
  'Achterberg',
  'Alvarez',
  'Andersen',
  'Bakker',
  'Banerjee',
  'Becker',
  'Bianchi',
  'Brennan',
  'Castillo',
  'Chowdhury',
  'Costa',
  'Dahl',
  'Delgado',
  'Dubois',
  'Eriksen',
  'Farouk',
  'Fischer',
  'Fontaine',
  'Garcia',
  'Gomez',
  'Grant',
  'Haddad',
  'Hansen',
  'Hartmann',
  'Hoang',
  'Horvath',
  'Ibrahim',
  'Ivanova',
  'Jansen',
  'Jovanovic',
  'Kapoor',
  'Kato',
  'Keller',
  'Kim',
  'Kowalski',
  'Kumar',
  'Larsen',
  'Laurent',
  'Lindgren',
  'Lopez',
  'Lund',
  'Mahmoud',
  'Marino',
  'Martins',
  'Mensah',
  'Meyer',
  'Moreau',
  'Moreno',
  'Murphy',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Nowak',
  'Okafor',
  'Okonkwo',
  'Olsen',
  'Ortiz',
  'Park',
  'Patel',
  'Pereira',
  'Petrov',
  'Quinn',
  'Rahman',
  'Ramos',
  'Reyes',
  'Rossi',
  'Sato',
  'Schmidt',
  'Schneider',
  'Shah',
  'Silva',
  'Singh',
  'Sokolov',
  'Suzuki',
  'Svensson',
  'Tanaka',
  'Torres',
  'Van Dijk',
  'Vargas',
  'Virtanen',
  'Wagner',
  'Walsh',
  'Wang',
  'Weber',
  'Yamamoto',
  'Yilmaz',
  'Young',
  'Zhang',
  'Zimmermann',
];
// Short function words stay lowercase in generated titles.
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** mulberry32: a small, fast 32-bit PRNG; good enough for test data and identical on every platform. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sampler drawing index r (0-based rank) with probability proportional to 1 / (r + 1 + shift)^exponent. */
function zipf(size, exponent, shift = 0) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let r = 0; r < size; r++) {
    total += 1 / Math.pow(r + 1 + shift, exponent);
    cumulative[r] = total;
  }
  return (random) => {
    const x = random() * total;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function rankByFrequency(items) {
  const counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([item]) => item);
}

function loadModel(cardsPath) {
  const cards = JSON.parse(readFileSync(cardsPath, 'utf8'));
  const words = [];
  for (const card of cards) {
    const text = `${card.refTitle} ${card.summary.replace(/<[^>]+>/g, ' ')}`.toLowerCase();
    for (const w of text.match(/[a-z]+(?:['-][a-z]+)*/g) ?? []) words.push(w);
  }
  const vocabulary = rankByFrequency(words);
  const realTags = rankByFrequency(cards.flatMap((c) => c.tags));
  const publishers = rankByFrequency(cards.map((c) => c.publisher));
  // Generated tags pair content words (skipping the most common function words) so they read like topics.
  const tagRandom = mulberry32(0x7a65);
  const generatedTags = new Set();
  const low = Math.min(150, vocabulary.length - 1);
  const high = Math.min(3000, vocabulary.length);
  while (generatedTags.size < 1500 && high - low > 2) {
    const a = vocabulary[low + Math.floor(tagRandom() * (high - low))];
    const b = vocabulary[low + Math.floor(tagRandom() * (high - low))];
    if (a !== b && a.length > 3 && b.length > 3) generatedTags.add(`${a} ${b}`);
  }
  return {
    vocabulary,
    pickWord: zipf(vocabulary.length, 1.0),
    tags: [...realTags, ...[...generatedTags].filter((t) => !realTags.includes(t))],
    pickTag: zipf(realTags.length + generatedTags.size, 1.05, 2),
    publishers,
    pickPublisher: zipf(publishers.length, 0.9),
    forms: cards.map((c) => [c.refWrittenType, c.refMediaType, c.refSocialMediaType]),
    creators: rankByFrequency(cards.map((c) => c.creator)),
  };
}

function uuidFrom(digest) {
  const b = Buffer.from(digest.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x40; // version 4 layout
  b[8] = (b[8] & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Builds card number `index` (0-based); depends only on the model, the seed and the index. */
export function makeCard(model, seed, index) {
  const digest = createHash('sha256').update(`${seed}:${index}`).digest();
  const random = mulberry32(digest.readUInt32LE(16));
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const word = () => model.vocabulary[model.pickWord(random)];

  const titleWords = Array.from({ length: int(3, 11) }, word);
  const refTitle = titleWords
    .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');

  const sentence = () => {
    const s = Array.from({ length: int(8, 22) }, word);
    if (random() < 0.25) {
      const i = int(0, s.length - 1);
      s[i] = random() < 0.5 ? `<em>${s[i]}</em>` : `<strong>${s[i]}</strong>`;
    }
    const text = s.join(' ');
    return text.startsWith('<') ? `${text}.` : `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  let summary = `<p>${Array.from({ length: int(2, 4) }, sentence).join(' ')}</p>`;
  if (random() < 0.1) {
    summary += `<ul>${Array.from({ length: int(2, 4) }, () => `<li>${word()} ${word()} ${word()}</li>`).join('')}</ul>`;
  }

  const tags = [];
  const tagCount = int(3, 6);
  while (tags.length < tagCount) {
    const tag = model.tags[model.pickTag(random)];
    if (!tags.includes(tag)) tags.push(tag);
  }

  const refAuthors = Array.from({ length: int(1, 5) }, () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`);
  // Recent years are more common, as in a real bibliography.
  const year = 2024 - Math.floor(Math.pow(random(), 2.2) * 175);
  const refDate =
    random() < 0.35
      ? `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`
      : String(year);
  const [refWrittenType, refMediaType, refSocialMediaType] = pick(model.forms);
  // 10.5555 is Crossref's reserved test prefix; example.org is reserved for documentation.
  const refLink =
    random() < 0.6
      ? `https://doi.org/10.5555/synthetic.${index}`
      : `https://example.org/references/synthetic/${index}`;

  return {
    uuid: uuidFrom(digest),
    refTitle,
    refLink,
    refWrittenType,
    refMediaType,
    refSocialMediaType,
    tags,
    refAuthors,
    publisher: model.publishers[model.pickPublisher(random)],
    refDate,
    creator: pick(model.creators),
    summary,
  };
}

export async function generate(count, outPath, seed = DEFAULT_SEED) {
  const model = loadModel(join(dirname(fileURLToPath(import.meta.url)), 'cards.json'));
  const out = createWriteStream(outPath, { encoding: 'utf8' });
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    let chunk = '';
    const end = Math.min(count, start + BATCH);
    for (let i = start; i < end; i++) chunk += `${JSON.stringify(makeCard(model, seed, i))}\n`;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [countArg, outPath, seed] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 0 || !outPath) {
    console.error('usage: node content/references/generate-synthetic.mjs <count> <out.jsonl> [seed]');
    process.exit(2);
  }
  const started = Date.now();
  await generate(count, outPath, seed ?? DEFAULT_SEED);
  console.log(
    `wrote ${count} synthetic cards to ${outPath} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
