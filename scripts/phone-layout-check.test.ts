import path from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { phoneLayoutProblems } from '../.storybook/visual/phone-layout-check.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

// The page stories' layout check at phone width (.storybook/visual/phone-layout-check.ts),
// bundled alone and run in a bare Chromium page at 390 px on small pages written here.

const root = path.resolve(import.meta.dirname, '..');
let browser: Browser;
let page: Page;
let checkScript: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(root, '.storybook/visual/phone-layout-check.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'layoutCheck',
    target: 'chrome120',
  });
  checkScript = bundle.outputFiles.map((file) => file.text).join('\n');
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // Bundling and starting Chromium on a shared, busy machine.
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The bundle's global in the page. */
type InPage = { layoutCheck: { phoneLayoutProblems: typeof phoneLayoutProblems } };

/** The check's messages for the page as it is now, the story root being `#root`. */
const checkNow = () =>
  page.evaluate(() =>
    (window as unknown as InPage).layoutCheck.phoneLayoutProblems({
      root: document.getElementById('root')!,
      viewportWidth: document.documentElement.clientWidth,
    }),
  );

/** The check's messages for a page whose story root holds `html`. */
async function problemsOf(html: string): Promise<string[]> {
  await page.setContent(
    `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>body { margin: 0; font: 16px sans-serif; } * { box-sizing: border-box; }</style></head><body><div id="root">${html}</div></body></html>`,
  );
  await page.addScriptTag({ content: checkScript });
  return checkNow();
}

describe('the phone layout check', () => {
  it('passes a page that fits: text wraps, controls side by side', async () => {
    const problems = await problemsOf(`
      <h1>A heading long enough to wrap onto a second line at phone width, as headings do</h1>
      <p>Some text. <a href="/a">A link</a> and <a href="/b">another link</a> in one sentence.</p>
      <div style="display: flex; gap: 8px"><button>One</button><button>Two</button><input aria-label="Three"></div>`);
    expect(problems).toEqual([]);
  });

  it('names an element wider than the viewport with its size, once for the whole nest', async () => {
    const problems = await problemsOf(`
      <table id="wide" style="width: 520px"><tr><td>A cell</td><td>Another cell</td></tr></table>`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Wider than the viewport (1):');
    expect(problems[0]).toContain('table#wide "A cell Another cell" is 520×');
    expect(problems[0]).toContain('its right edge at 520 px, past a 390 px viewport');
    // Its rows and cells are inside it: not listed again.
    expect(problems[0]).not.toContain('td');
  });

  it('finds a box pushed out of the viewport by a margin, not only by its width', async () => {
    const problems = await problemsOf(`<button style="margin-left: 360px; width: 100px">Book</button>`);
    expect(problems.join('\n')).toContain('button "Book" is 100×');
  });

  it('leaves alone what scrolls sideways on purpose, and what is clipped inside the viewport', async () => {
    const problems = await problemsOf(`
      <div style="overflow-x: auto"><table style="width: 900px"><tr><td>Wide data</td></tr></table></div>
      <div style="overflow: hidden; width: 200px"><div style="width: 700px">Cut off</div></div>`);
    expect(problems).toEqual([]);
  });

  it('still names a sideways-scrolling container that is itself too wide', async () => {
    const problems = await problemsOf(
      `<div class="strip" style="overflow-x: auto; width: 450px"><div style="width: 900px">Wide</div></div>`,
    );
    expect(problems.join('\n')).toContain('div.strip "Wide" is 450×');
  });

  it('leaves alone visually hidden text, hidden elements and transparent ones', async () => {
    const problems = await problemsOf(`
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">A long sentence for screen readers only, far wider than any phone</span>
      <div style="display: none; width: 900px">Not rendered</div>
      <div style="visibility: hidden; width: 900px">Invisible</div>
      <div style="opacity: 0; width: 900px">Transparent</div>`);
    expect(problems).toEqual([]);
  });

  it('names two controls that lie on top of each other', async () => {
    const problems = await problemsOf(`
      <div style="position: relative; height: 120px">
        <button style="position: absolute; top: 0; left: 0; width: 200px; height: 60px">Basic search</button>
        <div role="button" tabindex="0" style="position: absolute; top: 20px; left: 50px; width: 200px; height: 80px">Advanced search</div>
      </div>`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Controls on top of each other (1):');
    expect(problems[0]).toContain('button "Basic search" (200×60 px at x=0) and div "Advanced search"');
    expect(problems[0]).toContain('overlap by 150×40 px');
  });

  it('forgives controls that only touch or share a border, and a control inside another', async () => {
    const problems = await problemsOf(`
      <div style="display: flex"><button style="width: 100px">A</button><button style="width: 100px; margin-left: -2px">B</button></div>
      <div tabindex="-1" style="padding: 8px"><a href="/inside">A link inside a focusable region</a></div>`);
    expect(problems).toEqual([]);
  });

  it('leaves alone controls behind an open modal dialog, and a bar fixed on screen over the page', async () => {
    const problems = await problemsOf(`
      <button style="width: 300px; height: 300px">Behind the dialog</button>
      <dialog id="modal"><button>Close</button><a href="/x">Read more</a></dialog>
      <nav style="position: fixed; top: 0; left: 0; right: 0"><a href="/home">Home</a></nav>`);
    expect(problems).toEqual([]);
    await page.evaluate(() => (document.getElementById('modal') as HTMLDialogElement).showModal());
    const withDialog = await checkNow();
    expect(withDialog).toEqual([]);
  });

  it('judges controls by the part a scroll container shows: one scrolled out of view clashes with nothing', async () => {
    const problems = await problemsOf(`
      <div style="position: relative">
        <div style="overflow-x: auto; width: 200px; white-space: nowrap"><button style="width: 180px">In view</button><button style="width: 180px">Scrolled away</button></div>
        <button style="position: absolute; left: 210px; top: 0; width: 150px">Beside</button>
      </div>`);
    expect(problems).toEqual([]);
  });

  it('leaves alone an open menu over the buttons below it, and the links of an SVG map', async () => {
    const problems = await problemsOf(`
      <div style="position: relative">
        <button style="width: 200px; height: 44px">Family albums</button>
        <ul role="menu" style="position: absolute; top: 44px; left: 0; margin: 0; padding: 0; list-style: none; background: white">
          <li role="none"><a role="menuitem" href="/a" style="display: block; width: 200px; height: 40px">An album</a></li>
        </ul>
        <button style="width: 200px; height: 44px">Pet gallery</button>
      </div>
      <svg width="300" height="200" viewBox="0 0 300 200">
        <a href="/one"><path d="M0 0 L200 0 L0 150 Z" /></a>
        <a href="/two"><path d="M200 0 L200 150 L0 150 Z" /></a>
      </svg>`);
    expect(problems).toEqual([]);
  });

  it('still names two controls of one open menu that lie on top of each other', async () => {
    const problems = await problemsOf(`
      <ul role="menu" style="position: relative; margin: 0; padding: 0; list-style: none">
        <li role="none"><a role="menuitem" href="/a" style="display: block; height: 40px">First</a></li>
        <li role="none"><a role="menuitem" href="/b" style="display: block; height: 40px; margin-top: -30px">Second</a></li>
      </ul>`);
    expect(problems.join('\n')).toContain('a "First"');
  });
});
