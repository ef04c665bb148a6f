import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { phoneLayoutProblems } from '../.storybook/visual/phone-layout-check.ts';

// What the phone journeys share (decision 113): the device, a tap the way a thumb makes it, and the
// page stories' own layout check (decision 107) run on the whole page of the built site.

/** A phone held upright: 390 × 844 CSS pixels, touch, a mobile viewport. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

let checkScript: Promise<string> | undefined;

/** The layout check of decision 107, bundled once per worker for injection into a page. */
function layoutCheckScript(): Promise<string> {
  checkScript ??= build({
    entryPoints: [fileURLToPath(new URL('../.storybook/visual/phone-layout-check.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'phoneLayoutCheck',
    target: 'chrome120',
  }).then((bundle) => bundle.outputFiles.map((file) => file.text).join('\n'));
  return checkScript;
}

type InPage = { phoneLayoutCheck: { phoneLayoutProblems: typeof phoneLayoutProblems } };

/**
 * Nothing on the page is wider than the screen, and no two controls lie on top of each other, as
 * the page stands now (scrolled where the journey left it: controls are compared where they sit).
 */
export async function expectFitsThePhone(page: Page): Promise<void> {
  const script = await layoutCheckScript();
  // Run as a script of its own through the browser's debugging protocol: the site's CSP allows no
  // inline script tag and no eval, and neither applies to this.
  if (!(await page.evaluate(() => 'phoneLayoutCheck' in window)))
    await page.evaluate(`${script}\nwindow.phoneLayoutCheck = phoneLayoutCheck;`);
  const problems = await page.evaluate(() =>
    (window as unknown as InPage).phoneLayoutCheck.phoneLayoutProblems({
      root: document.body,
      viewportWidth: document.documentElement.clientWidth,
    }),
  );
  expect(problems, `layout at ${page.url()}`).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * Taps a control as a thumb would: brought into view, within the screen's width, and the topmost
 * thing at its centre (not under a bar, a card or another control); then a touch tap.
 */
export async function tapInView(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const blocked = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const screen = document.documentElement.clientWidth;
    if (box.left < -1 || box.right > screen + 1)
      return `reaches past the screen (${Math.round(box.left)} to ${Math.round(box.right)} px of ${screen})`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || element.contains(hit) || hit.contains(element)) return null;
    // A styled checkbox or radio: its label takes the tap for it.
    const labels = (element as HTMLInputElement).labels;
    if (labels && [...labels].some((label) => label.contains(hit))) return null;
    const name = hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 40) ?? '';
    return `covered by <${hit.tagName.toLowerCase()} class="${String(hit.className)}"> ${name}`;
  });
  expect(blocked, 'the control is in view and not covered').toBeNull();
  await control.tap();
}
