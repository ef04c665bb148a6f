import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotName } from './paths.ts';

/** What the screenshot needs from Storybook's story context. */
export interface StoryToScreenshot {
  id: string;
  canvasElement: HTMLElement;
}

// Carets blink and transitions or animations catch a frame at random: none of them in a screenshot.
const STILL_STYLE = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

function holdStill(): void {
  if (document.getElementById('visual-still')) return;
  const style = document.createElement('style');
  style.id = 'visual-still';
  style.textContent = STILL_STYLE;
  document.head.append(style);
}

const MEDIA_WAIT_MS = 5000;

function settles(target: EventTarget, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    for (const event of events) target.addEventListener(event, done, { once: true });
    setTimeout(done, MEDIA_WAIT_MS);
  });
}

/** Waits for what is still loading: web fonts, images and the metadata (size) of media. */
async function mediaLoaded(root: HTMLElement): Promise<void> {
  await document.fonts.ready;
  const images = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  const media = [...root.querySelectorAll('video, audio')].filter(
    (element) => (element as HTMLMediaElement).readyState < HTMLMediaElement.HAVE_METADATA,
  );
  await Promise.all([
    ...images.map((image) => settles(image, ['load', 'error'])),
    ...media.map((element) => settles(element, ['loadedmetadata', 'error'])),
  ]);
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
}

/**
 * Compares the rendered story, cropped to its root element, with visual/baselines/<story id>.png.
 * Runs after the story's play function (preview.tsx's afterEach), so interactive stories are
 * compared in the state their play function leaves them in.
 */
export async function screenshotStory({ id, canvasElement }: StoryToScreenshot): Promise<void> {
  holdStill();
  await mediaLoaded(canvasElement);
  try {
    await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(screenshotName(id));
  } catch (error) {
    throw new Error(explain(id, error), { cause: error });
  }
}

function explain(id: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('No existing reference screenshot')) {
    return `Story ${id} has no visual baseline. Look at visual/output/${id}/new.png, then run \`npm run visual:accept -- ${id}\` to make it the baseline.`;
  }
  return (
    `Story ${id} looks different from visual/baselines/${id}.png. ` +
    `Review it in visual/output/report.html; if the change is intended, run \`npm run visual:accept -- ${id}\`.\n${message}`
  );
}
