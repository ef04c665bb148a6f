import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { instruments, type Score } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root';
import { type MidiCatalogue, midiCatalogueFile, midiCatalogueProblems, readMidiCatalogue } from './catalogue';
import { midiCatalogueRelease } from './demo-content';
import { midiMediaFolders } from './routes';

const mediaDir = join(repoRoot, 'content/media');
const media = (folder: string, file: string) => join(mediaDir, folder, file);

function folderSize(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const path = join(folder, entry.name);
    return total + (entry.isDirectory() ? folderSize(path) : statSync(path).size);
  }, 0);
}

/** Every file a score's page turner, audio player and video page will ask for. */
function filesOf(score: Score): string[] {
  const files = [media(midiMediaFolders.audio, `${score.audio}.mp3`)];
  for (let page = 1; page <= score.pageCount; page += 1) {
    files.push(media(midiMediaFolders.pages, `${score.dir}/Page_${page}.png`));
    if (score.enlarged) {
      files.push(media(midiMediaFolders.pages, `${score.dir}/Page_${page}a_large.png`));
      files.push(media(midiMediaFolders.pages, `${score.dir}/Page_${page}b_large.png`));
    }
  }
  if (score.video) files.push(media(midiMediaFolders.videos, `${score.video}.mp4`));
  return files;
}

describe('the generated sheet-music catalogue', () => {
  it('is the release the demo loader installs (bump the version when it changes)', () => {
    const sha256 = createHash('sha256').update(readFileSync(midiCatalogueFile)).digest('hex');
    expect(
      sha256,
      'content/midi/catalogue.json changed: bump midiCatalogueRelease.version and record its new sha256',
    ).toBe(midiCatalogueRelease.sha256);
  });

  it('parses with the contracts and has no dangling composer or duplicate id', async () => {
    const catalogue = await readMidiCatalogue();
    expect(midiCatalogueProblems(catalogue)).toEqual([]);
  });

  it('has at least two pieces for every card, an enlarged score with an odd page count and a video', async () => {
    const catalogue = await readMidiCatalogue();
    for (const instrument of instruments) {
      for (const card of catalogue[instrument].composers) {
        const pieces = catalogue[instrument].scores.filter((score) => score.composer === card.id);
        expect({ instrument, card: card.id, pieces: pieces.length >= 2 }).toEqual({
          instrument,
          card: card.id,
          pieces: true,
        });
      }
    }
    const scores = [...catalogue.piano.scores, ...catalogue.violin.scores];
    expect(scores.some((score) => score.enlarged && score.pageCount % 2 === 1)).toBe(true);
    expect(scores.some((score) => score.video)).toBe(true);
    const pageCounts = new Set(scores.map((score) => score.pageCount));
    expect(pageCounts.size).toBeGreaterThanOrEqual(3);
    expect(scores.every((score) => score.pageCount >= 2 && score.pageCount <= 5)).toBe(true);
  });

  it('has every page image, half page, audio file, video and flag it names', async () => {
    const catalogue: MidiCatalogue = await readMidiCatalogue();
    const missing: string[] = [];
    for (const instrument of instruments) {
      for (const score of catalogue[instrument].scores) {
        missing.push(...filesOf(score).filter((file) => !existsSync(file)));
        // No page beyond the count: the page turner would never show it.
        expect(
          existsSync(media(midiMediaFolders.pages, `${score.dir}/Page_${score.pageCount + 1}.png`)),
        ).toBe(false);
      }
      for (const card of catalogue[instrument].composers) {
        const file = media(midiMediaFolders.flags, card.flag.replace('/images/flags/', ''));
        if (!existsSync(file)) missing.push(file);
      }
    }
    expect(missing).toEqual([]);
    expect(existsSync(media(midiMediaFolders.videos, 'enneagram-intro.mp4'))).toBe(true);
  });

  it('keeps the demo media under 25 MB', () => {
    expect(folderSize(join(mediaDir, 'midi'))).toBeLessThan(25 * 1024 * 1024);
  });
});
