#!/usr/bin/env node
// Generates the sheet-music demo content: content/midi/catalogue.json and the media under
// content/media/midi/ (page images, audio, videos, flags) plus the Enneagram intro video.
// A development tool, run by hand; its output is committed. Needs ffmpeg on the PATH (videos).
//
//   node content/midi/generate.mjs            everything
//   node content/midi/generate.mjs --no-video page images, audio, flags and catalogue only
//
// Pipeline per piece: ABC-subset text -> MEI (lib/abc-to-mei.mjs) -> verovio (pages as SVG, and
// MIDI) -> resvg (PNG) -> 4-bit grayscale PNG (lib/png.mjs); MIDI -> additive synthesiser
// (lib/synth.mjs) -> lamejs (mono MP3); pages + MP3 -> ffmpeg (H.264 MP4).

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';
import { Resvg } from '@resvg/resvg-js';
import createVerovioModule from 'verovio/wasm';
import { enableLogToBuffer, VerovioToolkit } from 'verovio/esm';
import { pieceToMei } from './lib/abc-to-mei.mjs';
import { encodeGray4Png } from './lib/png.mjs';
import { readMidiNotes, renderNotes, toPcm16 } from './lib/synth.mjs';
import { composers } from './composers.mjs';
import { pianoPieces } from './pieces-piano.mjs';
import { violinPieces } from './pieces-violin.mjs';
import { enneagramIntroFrames } from './lib/enneagram-intro.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const mediaRoot = join(repo, 'content', 'media', 'midi');
const folders = {
  pages: join(mediaRoot, 'pages'),
  audio: join(mediaRoot, 'audio'),
  videos: join(mediaRoot, 'videos'),
  flags: join(mediaRoot, 'flags'),
};
const withVideo = !process.argv.includes('--no-video');
// `--only <id>` engraves one piece into a scratch folder, to try layouts without touching the output.
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];

const sampleRate = 22050;
const mp3Kbps = 40;
/** Page images are this wide; an A4 page is 2100 x 2970 verovio units. */
const pageWidthPx = 900;
const largeWidthPx = 1200;
/** Largest notation: 2.6 times print size. */
const maxZoom = 2.6;
/** Enlarged halves are this much larger than the page they come from. */
const enlargement = 1.3;
const page = { width: 2100, height: 2970 };
const mediaBudget = 25 * 1024 * 1024;

const verovioModule = await createVerovioModule();
// Warnings go to a buffer the generator reads (squeezed bars) instead of the console.
enableLogToBuffer(true, verovioModule);
const verovio = new VerovioToolkit(verovioModule);

function resetFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
}

/** Where each bar is followed by a system break or a page break. */
function breaksFor(barCount, { barsPerSystem, systemsPerPage }, halves = false) {
  const breaks = [];
  const systems = [];
  for (let start = 0; start < barCount; start += barsPerSystem) {
    systems.push(Math.min(barsPerSystem, barCount - start));
  }
  // Systems grouped into pages; with `halves`, each page's systems are split in two pages.
  const pages = [];
  for (let start = 0; start < systems.length; start += systemsPerPage) {
    const pageSystems = systems.slice(start, start + systemsPerPage);
    if (!halves) pages.push(pageSystems);
    else {
      if (pageSystems.length < 2) throw new Error('an enlarged page needs at least two systems');
      const top = Math.ceil(pageSystems.length / 2);
      pages.push(pageSystems.slice(0, top), pageSystems.slice(top));
    }
  }
  let bar = -1;
  pages.forEach((pageSystems, pageIndex) => {
    pageSystems.forEach((bars, systemIndex) => {
      bar += bars;
      const lastOfPage = systemIndex === pageSystems.length - 1;
      if (bar < barCount - 1) breaks[bar] = lastOfPage && pageIndex < pages.length - 1 ? 'pb' : 'sb';
    });
  });
  return { breaks, pageCount: pages.length };
}

/** Adds a page number at the foot of verovio's SVG (its own footer offers no plain number). */
function withPageNumber(svg, number) {
  const match = /<svg width="([\d.]+)px" height="([\d.]+)px"/.exec(svg);
  if (!match) throw new Error('Unexpected SVG from verovio');
  const [width, height] = [Number(match[1]), Number(match[2])];
  const label = `<text x="${width / 2}" y="${height - height * 0.025}" text-anchor="middle" font-family="Times, serif" font-size="${(height * 0.014).toFixed(1)}">${number}</text>`;
  return svg.replace(/<\/svg>\s*$/, `${label}</svg>`);
}

function rasterise(svg, width) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'white' }).render();
  // `pixels` copies the buffer on every read: read it once.
  return encodeGray4Png(image.pixels, image.width, image.height);
}

/** verovio's warnings while engraving the last piece. */
let engraveLog = '';

/** Engraves MEI to SVG pages, `zoom` times larger than on an A4 page. */
function engrave(mei, { zoom, justify = true, fitHeight = false, header = true }) {
  verovio.setOptions({
    pageWidth: Math.round(page.width / zoom),
    pageHeight: Math.round(page.height / zoom),
    scale: 50,
    breaks: 'encoded',
    header: header ? 'encoded' : 'none',
    footer: 'none',
    justifyVertically: justify,
    justificationMaxVertical: 0.35,
    // Extra height goes between systems, not between a piano's two hands.
    justificationBraceGroup: 0,
    justificationBracketGroup: 0.3,
    adjustPageHeight: fitHeight,
    pageMarginTop: 110,
    pageMarginBottom: 120,
    pageMarginLeft: 90,
    pageMarginRight: 90,
    spacingSystem: 10,
  });
  if (!verovio.loadData(mei)) throw new Error(`verovio could not load the MEI: ${verovio.getLog()}`);
  engraveLog = verovio.getLog();
  const pages = [];
  for (let number = 1; number <= verovio.getPageCount(); number += 1) {
    pages.push(verovio.renderToSVG(number));
    engraveLog += verovio.getLog();
  }
  return pages;
}

/** Title size in percent: about 150% at print size, smaller as the notation grows, and short enough to fit. */
function titleSizeFor(title, zoom) {
  return Math.round(Math.max(60, Math.min(150, 195 / zoom, 10000 / (title.length * zoom))));
}

/** Where the content of a page lies: the share of the height it reaches, and whether it spills sideways. */
function measure(svg) {
  const [, width, height] = /<svg width="([\d.]+)px" height="([\d.]+)px"/.exec(svg).map(Number);
  const box = new Resvg(svg).getBBox();
  if (!box) return { filled: 0, spills: false };
  return { filled: (box.y + box.height) / height, spills: box.x < 0 || box.x + box.width > width };
}

/** True when the last engraving squeezed bars together or let something run off the page. */
function crowded(pages) {
  return /highly compressed/.test(engraveLog) || pages.some((svg) => measure(svg).spills);
}

/**
 * How large the notation can be: short pieces spread over a few pages read best large, like a
 * beginner's part, so the fullest page is filled to about 85% of its height; then smaller
 * again while bars would be squeezed or the title would not fit across the page.
 */
function fittedZoom(meiAt) {
  const fullest = Math.max(
    ...engrave(meiAt(1), { zoom: 1, justify: false }).map((svg) => measure(svg).filled),
  );
  return uncrowdedZoom(meiAt, Math.min(maxZoom, Math.max(1, 0.85 / fullest)));
}

/** The largest zoom up to `start` at which nothing is crowded; `meiAt(zoom)` gives the MEI. */
function uncrowdedZoom(meiAt, start, options = {}) {
  let zoom = start;
  while (zoom > 1 && crowded(engrave(meiAt(zoom), { ...options, zoom, justify: false }))) {
    if (process.env.MIDI_GENERATE_DEBUG) console.log(`  ${zoom.toFixed(2)}x is crowded`);
    zoom = Math.max(1, zoom * 0.93);
  }
  return zoom;
}

function encodeMp3(pcm) {
  const encoder = new Mp3Encoder(1, sampleRate, mp3Kbps);
  const parts = [];
  for (let start = 0; start < pcm.length; start += 1152) {
    const chunk = encoder.encodeBuffer(pcm.subarray(start, start + 1152));
    if (chunk.length > 0) parts.push(Buffer.from(chunk));
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

function ffmpeg(args, input) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    input,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(`ffmpeg could not start (install it: apt-get install ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** A slideshow of the score's pages in time with its audio: page n appears when its first bar sounds. */
function makeScoreVideo(score, pageFiles, pageStarts, audioFile, duration) {
  const list = join(folders.videos, `${score.id}.txt`);
  const lines = [];
  pageFiles.forEach((file, index) => {
    const end = index + 1 < pageStarts.length ? pageStarts[index + 1] : duration;
    lines.push(`file '${file}'`, `duration ${Math.max(0.5, end - pageStarts[index]).toFixed(3)}`);
  });
  // The concat demuxer takes the last file's duration only when the file is listed again.
  lines.push(`file '${pageFiles.at(-1)}'`);
  writeFileSync(list, `${lines.join('\n')}\n`);
  try {
    ffmpeg([
      ...['-f', 'concat', '-safe', '0', '-i', list, '-i', audioFile],
      ...['-vf', 'scale=-2:720,pad=1280:720:(ow-iw)/2:0:white,format=yuv420p', '-r', '6'],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '30'],
      // An explicit length: -shortest overshoots with still images.
      ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-t', duration.toFixed(3), '-movflags', '+faststart'],
      join(folders.videos, `${score.video}.mp4`),
    ]);
  } finally {
    rmSync(list, { force: true });
  }
}

function makeEnneagramIntro() {
  const frames = enneagramIntroFrames({ width: 640, height: 360, fps: 12, seconds: 6 });
  const pngs = frames.map((svg) => {
    const image = new Resvg(svg, { background: 'white' }).render();
    return Buffer.from(image.asPng());
  });
  // The finished figure with its title is the poster the page shows before the video plays.
  writeFileSync(join(folders.videos, 'enneagram-intro.png'), pngs.at(-1));
  ffmpeg(
    [
      ...['-f', 'image2pipe', '-framerate', '12', '-i', '-'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '30',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
      ],
      join(folders.videos, 'enneagram-intro.mp4'),
    ],
    Buffer.concat(pngs),
  );
}

function generateScore(piece, instrument) {
  const composer = composers[instrument].find((card) => card.id === piece.composer);
  if (!composer) throw new Error(`${piece.id}: no ${instrument} composer "${piece.composer}"`);
  const source = { ...piece, composerName: composer.name };

  const probe = pieceToMei(source);
  const normal = breaksFor(probe.barCount, piece.layout);
  const { barTicks } = probe;
  // The title keeps about one size on the page whatever the zoom, and fits across it.
  const meiAt = (zoom) =>
    pieceToMei(source, normal.breaks, { titleSize: titleSizeFor(piece.name, zoom) }).mei;
  let zoom = piece.layout.zoom ?? fittedZoom(meiAt);

  // Enlarged halves: each page's systems again, half a page at a time and larger. They are
  // cropped to their own height (each is shown alone, filling the view) and have no title,
  // which would not fit across at that size. If the halves cannot be larger, the pages shrink.
  const halves = piece.enlarged ? breaksFor(probe.barCount, piece.layout, true) : undefined;
  const halfMei = halves ? pieceToMei(source, halves.breaks).mei : undefined;
  const halfMeiAt = () => halfMei;
  const halfOptions = { justify: false, fitHeight: true, header: false };
  let halfZoom = 0;
  if (halfMei) {
    halfZoom = uncrowdedZoom(halfMeiAt, zoom * enlargement, halfOptions);
    zoom = Math.min(zoom, halfZoom / enlargement);
  }

  const pages = engrave(meiAt(zoom), { zoom });
  if (pages.length !== normal.pageCount) {
    throw new Error(
      `${piece.id}: verovio made ${pages.length} pages, the layout asks for ${normal.pageCount}`,
    );
  }

  const folder = join(folders.pages, piece.id);
  mkdirSync(folder, { recursive: true });
  const pageFiles = pages.map((svg, index) => {
    const file = join(folder, `Page_${index + 1}.png`);
    writeFileSync(file, rasterise(index === 0 ? svg : withPageNumber(svg, index + 1), pageWidthPx));
    return file;
  });

  const midi = Buffer.from(verovio.renderToMIDI(), 'base64');
  const notes = readMidiNotes(midi);
  if (notes.length === 0) throw new Error(`${piece.id}: the MIDI has no notes`);
  const samples = renderNotes(notes, { instrument, sampleRate });
  const audioFile = join(folders.audio, `${piece.id}.mp3`);
  writeFileSync(audioFile, encodeMp3(toPcm16(samples)));

  if (halfMei) {
    const halfPages = engrave(halfMei, { ...halfOptions, zoom: halfZoom });
    if (halfPages.length !== pages.length * 2) {
      throw new Error(`${piece.id}: ${halfPages.length} enlarged halves for ${pages.length} pages`);
    }
    halfPages.forEach((svg, index) => {
      const name = `Page_${Math.floor(index / 2) + 1}${index % 2 === 0 ? 'a' : 'b'}_large.png`;
      writeFileSync(join(folder, name), rasterise(svg, largeWidthPx));
    });
  }

  // When each page starts, in seconds: from the bars' lengths and the one tempo.
  const secondsPerTick = 60 / piece.tempo.bpm / (384 / 4);
  const barStarts = [];
  let elapsed = 0;
  for (const ticks of barTicks) {
    barStarts.push(elapsed);
    elapsed += ticks * secondsPerTick;
  }
  const firstBars = [0];
  normal.breaks.forEach((kind, bar) => {
    if (kind === 'pb') firstBars.push(bar + 1);
  });
  const duration = samples.length / sampleRate;
  if (withVideo && piece.video) {
    makeScoreVideo(
      { id: piece.id, video: piece.id },
      pageFiles,
      firstBars.map((bar) => barStarts[bar]),
      audioFile,
      duration,
    );
  }

  const score = {
    id: piece.id,
    name: piece.name,
    composer: piece.composer,
    pageCount: pages.length,
    ...(piece.enlarged ? { enlarged: true } : {}),
    audio: piece.id,
    ...(piece.video ? { video: piece.id } : {}),
    dir: piece.id,
  };
  console.log(
    `${instrument.padEnd(6)} ${piece.id.padEnd(34)} ${String(pages.length).padStart(2)} pages at ${zoom.toFixed(2)}x${halfMei ? ` (+ halves at ${halfZoom.toFixed(2)}x)` : ''}, ${duration.toFixed(1)} s audio${piece.video && withVideo ? ', video' : ''}`,
  );
  return score;
}

function folderSize(folder) {
  let total = 0;
  if (!existsSync(folder)) return 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? folderSize(path) : statSync(path).size;
  }
  return total;
}

function main() {
  if (only !== undefined) {
    const instrument = pianoPieces.some((piece) => piece.id === only) ? 'piano' : 'violin';
    const piece = [...pianoPieces, ...violinPieces].find((candidate) => candidate.id === only);
    if (!piece) throw new Error(`No piece "${only}"`);
    const scratch = join(repo, 'node_modules', '.cache', 'midi-generate');
    for (const name of Object.keys(folders)) folders[name] = join(scratch, name);
    for (const folder of Object.values(folders)) resetFolder(folder);
    generateScore(piece, instrument);
    console.log(`Wrote ${relative(repo, join(folders.pages, piece.id))}`);
    return;
  }
  for (const [name, folder] of Object.entries(folders)) {
    if (name === 'videos' && !withVideo) continue;
    resetFolder(folder);
  }

  // Flags: country flags from the flag-icons package (MIT), and one drawn here for collections.
  const flagSource = join(repo, 'node_modules', 'flag-icons', 'flags', '4x3');
  const flagCodes = new Set(Object.values(composers).flatMap((cards) => cards.map((card) => card.flag)));
  for (const code of flagCodes) {
    if (code === 'collection') continue;
    copyFileSync(join(flagSource, `${code}.svg`), join(folders.flags, `${code}.svg`));
  }
  copyFileSync(join(here, 'collection-flag.svg'), join(folders.flags, 'collection.svg'));
  writeFileSync(
    join(folders.flags, 'NOTICE.txt'),
    'Country flags: flag-icons (https://github.com/lipis/flag-icons), MIT License, Copyright (c) 2013 Panayiotis Lipiridis.\ncollection.svg: drawn for this project.\n',
  );

  const catalogue = {};
  for (const [instrument, pieces] of [
    ['piano', pianoPieces],
    ['violin', violinPieces],
  ]) {
    const ids = new Set();
    const scores = pieces.map((piece) => {
      if (ids.has(piece.id)) throw new Error(`Two pieces are called "${piece.id}"`);
      ids.add(piece.id);
      return generateScore(piece, instrument);
    });
    for (const card of composers[instrument]) {
      const count = scores.filter((score) => score.composer === card.id).length;
      if (count < 2)
        throw new Error(`${instrument} card "${card.id}" has ${count} pieces; the demo needs two`);
    }
    catalogue[instrument] = {
      composers: composers[instrument].map(({ id, name, flag, lifespan }) => ({
        id,
        name,
        flag: `/images/flags/${flag}.svg`,
        lifespan,
      })),
      scores,
    };
  }

  if (withVideo) makeEnneagramIntro();

  writeFileSync(join(here, 'catalogue.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
  const total = folderSize(mediaRoot);
  const sizes = Object.entries(folders)
    .map(([name, folder]) => `${name} ${(folderSize(folder) / 1024).toFixed(0)} KB`)
    .join(', ');
  console.log(`\nWrote ${relative(repo, join(here, 'catalogue.json'))}`);
  console.log(`Media under ${relative(repo, mediaRoot)}: ${(total / 1024 / 1024).toFixed(2)} MB (${sizes})`);
  if (total > mediaBudget) throw new Error(`The demo media exceed ${mediaBudget / 1024 / 1024} MB`);
}

main();
