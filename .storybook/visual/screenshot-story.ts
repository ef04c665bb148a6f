import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { pixelThreshold } from './comparison.ts';
import { PHONE_SUFFIX, screenshotName } from './paths.ts';
import { phoneLayoutProblems } from './phone-layout-check.ts';

/** What the screenshot needs from Storybook's story context. */
export interface StoryToScreenshot {
  id: string;
  canvasElement: HTMLElement;
  /**
   * A story's own allowance of differing pixels (`parameters.visual.allowedMismatchedPixels`):
   * photos scaled down by the browser come out a few dozen pixels apart from run to run.
   */
  allowedMismatchedPixels?: number;
  /**
   * A page story (tagged `page`) is also pictured and checked at phone width. `knownIssue` names
   * the issue item that leaves its layout check failing for now; the phone picture is still compared.
   */
  phone?: { knownIssue?: string };
}

/** The phone the page stories are also shown on (decision 107): CSS pixels of a 6.1-inch phone. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

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

/**
 * The focused control always shows its focus ring in the picture. Whether it matches
 * `:focus-visible` after a scripted click depends on the browser's guess about the last input,
 * which the stories before it in the same page sway: a ring came and went between two runs.
 */
function showFocusRing(): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active.matches(':focus-visible'))
    return;
  active.blur();
  active.focus({ focusVisible: true, preventScroll: true } as FocusOptions);
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
  // A player with preload="none" fetches nothing until it is played, so it looks the same in
  // every run: waiting for its metadata only ran out the timeout (5 s twice per score story).
  const media = [...root.querySelectorAll<HTMLMediaElement>('video, audio')].filter(
    (element) => element.preload !== 'none' && element.readyState < HTMLMediaElement.HAVE_METADATA,
  );
  // A video's poster is fetched whatever its preload says, and is what the picture shows of it.
  const posters = [...root.querySelectorAll('video')]
    .filter((video) => video.poster !== '')
    .map((video) => Object.assign(new Image(), { src: video.poster }))
    .filter((poster) => !poster.complete);
  await Promise.all([
    ...[...images, ...posters].map((image) => settles(image, ['load', 'error'])),
    ...media.map((element) => settles(element, ['loadedmetadata', 'error'])),
  ]);
  // Only pictures that arrived: a lazy picture below the screen never loads, and its decode() never settles.
  await Promise.all(
    [...root.querySelectorAll('img')]
      .filter((image) => image.complete)
      .map((image) => image.decode().catch(() => undefined)),
  );
}

/**
 * What the picture shows: the story's root element or, while a modal dialog is open, the dialog.
 * A modal `<dialog>` sits in the browser's top layer, centred in the viewport and outside its
 * parent's box: a story of a dialog alone has a root of no height, and a page story's root may not
 * cover the dialog. The page behind it is inert and has stories of its own.
 */
function pictureOf(canvasElement: HTMLElement): HTMLElement {
  const dialogs = [...canvasElement.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const modal = dialogs.filter((dialog) => dialog.matches(':modal'));
  return modal.at(-1) ?? canvasElement;
}

/**
 * Compares the rendered story, cropped to its root element (or its open modal dialog), with
 * visual/baselines/<story id>.png. Runs after the story's play function (preview.tsx's
 * afterEach), so interactive stories are compared in the state their play function leaves them in.
 */
export async function screenshotStory(story: StoryToScreenshot): Promise<void> {
  holdStill();
  showFocusRing();
  // The phone picture is taken even when the desktop one differs, so one `visual:accept` run
  // writes both new pictures (it used to stop at the first and leave the phone one for later).
  let desktopError: unknown;
  try {
    await compareAtCurrentSize(story, '');
  } catch (error) {
    desktopError = error;
  }
  if (story.phone) {
    try {
      await checkAtPhoneWidth(story, story.phone);
    } catch (phoneError) {
      if (desktopError === undefined) throw phoneError;
      (desktopError as Error).message += `\n\nAt phone width too: ${String(phoneError)}`;
    }
  }
  if (desktopError !== undefined) throw desktopError;
}

async function compareAtCurrentSize(
  { id, canvasElement, allowedMismatchedPixels }: StoryToScreenshot,
  suffix: string,
): Promise<void> {
  await mediaLoaded(canvasElement);
  const restore = capHeight(canvasElement);
  try {
    const options =
      allowedMismatchedPixels === undefined
        ? undefined
        : {
            comparatorName: 'pixelmatch' as const,
            comparatorOptions: { threshold: pixelThreshold, allowedMismatchedPixels },
          };
    await expect
      .element(page.elementLocator(pictureOf(canvasElement)))
      .toMatchScreenshot(`${screenshotName(id)}${suffix}`, options);
  } catch (error) {
    throw new Error(explain(`${id}${suffix}`, id, error), { cause: error });
  } finally {
    restore();
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * The story as its play function left it, narrowed to a phone's width: its phone picture is
 * compared with `<story id>-phone.png`, and its layout is checked (phone-layout-check.ts). Both
 * are done before either fails the test, so a new picture is written whatever the layout says.
 * The story keeps its state: resizing is far cheaper than rendering and playing it again.
 */
async function checkAtPhoneWidth(story: StoryToScreenshot, phone: { knownIssue?: string }): Promise<void> {
  const { innerWidth, innerHeight } = window;
  await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
  try {
    // Media queries, resize observers and the re-layout they start take a frame or two.
    await nextFrame();
    await nextFrame();
    let pictureError: unknown;
    try {
      await compareAtCurrentSize(story, PHONE_SUFFIX);
    } catch (error) {
      pictureError = error;
    }
    window.scrollTo(0, 0);
    const problems = phone.knownIssue
      ? []
      : phoneLayoutProblems({
          root: story.canvasElement,
          viewportWidth: document.documentElement.clientWidth,
        });
    if (problems.length > 0) {
      const layout = new Error(
        `Story ${story.id} at ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} (decision 107):\n${problems.join('\n')}`,
      );
      if (pictureError) layout.message += `\n\nIts phone picture also failed: ${String(pictureError)}`;
      throw layout;
    }
    if (pictureError) throw pictureError;
  } finally {
    // The desktop size back for whatever runs after this hook (axe, the next story sets its own).
    await page.viewport(innerWidth, innerHeight);
  }
}

/**
 * A story taller than the viewport is pictured down to the viewport's bottom edge. The story runs
 * in an iframe of the viewport's size, and what lies below it is never painted into a screenshot
 * (it came out as a white band); a page of 200 reference cards, 85,000 pixels high, also took
 * seconds to capture twice. What a long page looks like shows in its first screen; its length and
 * content are checked by the play functions.
 */
function capHeight(root: HTMLElement): () => void {
  // Only a taller story is clipped: the clipping box changes how a story's edges are painted.
  if (root.getBoundingClientRect().bottom <= window.innerHeight) return () => undefined;
  // The first screen, wherever the play function left the page scrolled.
  window.scrollTo(0, 0);
  const { maxHeight, overflow } = root.style;
  root.style.maxHeight = `${Math.max(0, window.innerHeight - root.getBoundingClientRect().top)}px`;
  root.style.overflow = 'hidden';
  return () => {
    root.style.maxHeight = maxHeight;
    root.style.overflow = overflow;
  };
}

/** `picture` is the baseline's name (the story id, `-phone` added for the phone picture). */
function explain(picture: string, id: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('No existing reference screenshot')) {
    return `Story ${id} has no visual baseline ${picture}.png. Look at visual/output/${picture}/new.png, then run \`npm run visual:accept -- ${id}\` to make it the baseline.`;
  }
  return (
    `Story ${id} looks different from visual/baselines/${picture}.png. ` +
    `Review it in visual/output/report.html; if the change is intended, run \`npm run visual:accept -- ${id}\`.\n${message}`
  );
}
