// Generates the demo video library under content/media/video-database/ from library.mjs: per clip
// a short H.264/AAC MP4 (a moving test pattern, whose corner clock shows seeking, with the clip's title, its folder and a tone of its
// own pitch) and a JPEG poster beside it. A development tool, run by hand; its output is committed,
// so CI and `npm start` need no ffmpeg (decision 060).
//
//   node content/video-database/generate.mjs            all clips (about a minute on two cores)
//   node content/video-database/generate.mjs --check     only prints what is on disk and its size
//
// Needs ffmpeg on the PATH (Debian: apt-get install ffmpeg) with the drawtext filter, and the
// DejaVu fonts (fonts-dejavu-core).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { library } from './library.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outputRoot = join(repoRoot, 'content/media/video-database');
const budgetBytes = 20 * 1024 * 1024;
const seconds = 6;
const fontFile = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(`ffmpeg could not start (install it: apt-get install ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** Text for drawtext: its own escaping (backslash, colon, quote, percent), inside single quotes. */
function drawtextValue(text) {
  return text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, '\u2019').replace(/%/g, '\\%');
}

/** A tone per clip, spread over an octave and a half so neighbours sound different. */
function toneFor(index) {
  return Math.round(220 * 2 ** ((index % 18) / 12));
}

function makeClip({ primary, folder, title, index }) {
  const directory = join(outputRoot, primary, folder);
  mkdirSync(directory, { recursive: true });
  const video = join(directory, `${title}.mp4`);
  const poster = join(directory, `${title}.jpg`);
  const label = (text, size, y, extra = '') =>
    `drawtext=fontfile=${fontFile}:text='${drawtextValue(text)}':fontsize=${size}:fontcolor=white:` +
    `box=1:boxcolor=black@0.6:boxborderw=6:x=(w-text_w)/2:y=${y}${extra}`;
  const filters = [
    label(title, 20, 'h*0.30'),
    label(`${primary} / ${folder}`, 14, 'h*0.52'),
    'format=yuv420p',
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=15:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${toneFor(index)}:sample_rate=22050:duration=${seconds}`],
    ...['-vf', filters],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '32', '-profile:v', 'main', '-g', '15'],
    ...['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-af', 'volume=0.25'],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-t', String(seconds), video],
  ]);
  // The poster is the first second's frame: title, folder and pattern, as the clip opens.
  ffmpeg(['-ss', '1', '-i', video, '-frames:v', '1', '-q:v', '6', poster]);
}

function sizeOf(directory) {
  if (!existsSync(directory)) return 0;
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    total += entry.isDirectory() ? sizeOf(path) : statSync(path).size;
  }
  return total;
}

function main() {
  const clips = Object.entries(library).flatMap(([primary, secondaries]) =>
    secondaries.flatMap(({ folder, clips: titles }) =>
      titles.map(({ title }) => ({ primary, folder, title })),
    ),
  );
  if (!process.argv.includes('--check')) {
    rmSync(outputRoot, { recursive: true, force: true });
    clips.forEach((clip, index) => {
      makeClip({ ...clip, index });
    });
  }
  const total = sizeOf(outputRoot);
  console.log(`${clips.length} clips, ${(total / 1024 / 1024).toFixed(2)} MB in ${outputRoot}`);
  if (total > budgetBytes) {
    console.error(`Over the ${budgetBytes / 1024 / 1024} MB budget: shorten the clips or lower the quality.`);
    process.exitCode = 1;
  }
}

main();
