import { join } from 'node:path';
import { allowedMismatchedPixels, pixelThreshold } from './comparison.ts';
import { BASELINES_DIR, OUTPUT_DIR, storyIdOf } from './paths.ts';

/** Absolute path of the repository root (this file is in .storybook/visual). */
export const repoRoot = join(import.meta.dirname, '..', '..');

// Vitest names the images of a failed comparison `<arg>-actual`, `<arg>-diff`, and, when there
// is no baseline yet, `<arg>-reference` (the new screenshot). Each story gets one folder of them.
const OUTPUT_FILES: Record<string, string> = { actual: 'new.png', reference: 'new.png', diff: 'diff.png' };

function outputPath(arg: string): string {
  const match = /^(.*)-(actual|reference|diff)$/.exec(arg);
  if (!match) return join(repoRoot, OUTPUT_DIR, storyIdOf(arg), 'new.png');
  return join(repoRoot, OUTPUT_DIR, storyIdOf(match[1]), OUTPUT_FILES[match[2]]);
}

/**
 * `browser.expect.toMatchScreenshot` of the story project. pixelmatch's per-pixel colour
 * threshold (0 to 1) forgives only anti-aliasing noise, and at most 16 pixels may differ beyond
 * it: on a loaded machine the edge of a small icon (a menu's chevron) was now and then drawn a
 * shade apart. A changed colour, text or spacing changes far more pixels and always fails.
 */
export const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: pixelThreshold, allowedMismatchedPixels },
  // Time to get two identical screenshots in a row; CI renders every story on two busy cores.
  timeout: 15_000,
  resolveScreenshotPath: ({ arg }: { arg: string }) => join(repoRoot, BASELINES_DIR, `${storyIdOf(arg)}.png`),
  resolveDiffPath: ({ arg }: { arg: string }) => outputPath(arg),
} as const;
