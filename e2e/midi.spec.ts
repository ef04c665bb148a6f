import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// The sheet-music area on the real server with the demo catalogue it loads on first start.
interface CatalogueScore {
  id: string;
  name: string;
  composer: string;
  pageCount: number;
  enlarged?: boolean;
  video?: string;
}
interface Catalogue {
  piano: { composers: Array<{ id: string; name: string }>; scores: CatalogueScore[] };
  violin: { composers: Array<{ id: string; name: string }>; scores: CatalogueScore[] };
}
const catalogue = JSON.parse(
  readFileSync(new URL('../content/midi/catalogue.json', import.meta.url), 'utf8'),
) as Catalogue;

function pick(list: CatalogueScore[], wanted: (score: CatalogueScore) => boolean, what: string) {
  const found = list.find(wanted);
  if (!found) throw new Error(`The demo catalogue has no ${what}`);
  return found;
}

/**
 * The spec's page turn (part 2 §9), written again here as the test's own oracle: two pages per
 * turn; enlarged scores one half page per turn, an odd count ending with its last page whole.
 */
function viewCount({ pageCount, enlarged }: CatalogueScore): number {
  if (!enlarged) return Math.ceil(pageCount / 2);
  return pageCount % 2 === 1 ? 2 * pageCount - 1 : 2 * pageCount;
}
function viewFiles({ pageCount, enlarged }: CatalogueScore, position: number): string[] {
  if (!enlarged) {
    const first = position * 2 + 1;
    return first + 1 <= pageCount ? [`Page_${first}.png`, `Page_${first + 1}.png`] : [`Page_${first}.png`];
  }
  const number = Math.floor(position / 2) + 1;
  if (number === pageCount && pageCount % 2 === 1) return [`Page_${number}.png`];
  return [`Page_${number}${position % 2 === 0 ? 'a' : 'b'}_large.png`];
}

const byMostTurns = (a: CatalogueScore, b: CatalogueScore) => viewCount(b) - viewCount(a);

/** The normal piano score with the most pages (at least three, so a turn shows new pages). */
const normalPianoScore = pick(
  [...catalogue.piano.scores].sort(byMostTurns),
  (s) => !s.enlarged && s.pageCount >= 3,
  'normal piano score of three pages or more',
);
/** A piano score of three turns or more: one turn and three turns show different pages. */
const pianoScoreOfManyTurns = pick(
  [...catalogue.piano.scores].sort(byMostTurns),
  (s) => viewCount(s) >= 3,
  'piano score of three turns or more',
);
/** The enlarged score with an odd page count (spec §9). */
const enlargedScore = pick(
  [...catalogue.piano.scores, ...catalogue.violin.scores],
  (s) => s.enlarged === true && s.pageCount % 2 === 1,
  'enlarged score with an odd page count',
);
const enlargedInstrument = catalogue.piano.scores.includes(enlargedScore) ? 'piano' : 'violin';
const violinScore = pick(
  [...catalogue.violin.scores].sort(byMostTurns),
  (s) => viewCount(s) >= 2,
  'violin score of two turns or more',
);
const scoreWithVideo = pick(
  [...catalogue.piano.scores, ...catalogue.violin.scores],
  (s) => !!s.video,
  'video',
);
const videoInstrument = catalogue.piano.scores.includes(scoreWithVideo) ? 'piano' : 'violin';

const stand = (page: Page) => page.getByRole('region', { name: 'Score' });

/** The file names on the stand, once every image has loaded from the server. */
async function shownFiles(page: Page): Promise<string[]> {
  const images = stand(page).getByRole('img');
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        elements.every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  return images.evaluateAll((elements) =>
    elements.map((image) => (image as HTMLImageElement).src.split('/').pop() ?? ''),
  );
}

async function expectFiles(page: Page, files: string[]) {
  await expect.poll(() => shownFiles(page)).toEqual(files);
}

/**
 * Replaces the browser's Web MIDI with a fake whose ports the test drives through
 * `window.__midiTest`: `plugIn(name)` connects an input (firing statechange), `send(bytes)` sends
 * a message from the last input plugged in.
 */
async function injectFakeMidi(page: Page, { pluggedIn }: { pluggedIn: boolean }) {
  await page.addInitScript((startPluggedIn: boolean) => {
    class FakeInput extends EventTarget {
      type = 'input';
      state = 'connected';
      connection = 'open';
      manufacturer = 'e2e';
      version = '1';
      onmidimessage: ((event: Event) => void) | null = null;
      constructor(
        public id: string,
        public name: string,
      ) {
        super();
      }
    }
    const access = Object.assign(new EventTarget(), {
      inputs: new Map<string, FakeInput>(),
      outputs: new Map(),
      sysexEnabled: false,
      onstatechange: null,
    });
    let last: FakeInput | undefined;
    const plugIn = (name: string) => {
      last = new FakeInput(`input-${access.inputs.size + 1}`, name);
      access.inputs.set(last.id, last);
      const event = new Event('statechange');
      Object.defineProperty(event, 'port', { value: last });
      access.dispatchEvent(event);
    };
    if (startPluggedIn) plugIn('E2E foot pedal');
    Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
      configurable: true,
      value: () => Promise.resolve(access),
    });
    Object.assign(window, {
      __midiTest: {
        plugIn,
        send(bytes: number[]) {
          const event = new Event('midimessage');
          Object.defineProperty(event, 'data', { value: new Uint8Array(bytes) });
          last?.onmidimessage?.(event);
        },
      },
    });
  }, pluggedIn);
}

const sendMidi = (page: Page, bytes: number[]) =>
  page.evaluate(
    (message) => (window as unknown as { __midiTest: { send(b: number[]): void } }).__midiTest.send(message),
    bytes,
  );
const pedalRelease = (controller: number) => [0xb0, controller, 0];
const pedalPress = (controller: number) => [0xb0, controller, 127];

test('from the landing tile to a composer to a score', async ({ page }) => {
  await page.goto('/landing');
  await page
    .getByRole('navigation', { name: 'Projects' })
    .getByRole('link', { name: 'MIDI Score Page Turner' })
    .click();
  await expect(page).toHaveURL(/\/midi\/landing\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Piano composers' }).getByRole('link');
  await expect(cards).toHaveCount(catalogue.piano.composers.length);
  await expect(page.getByRole('img', { name: 'Flag of Germany' }).first()).toHaveJSProperty('complete', true);

  const composer = catalogue.piano.composers.find((entry) => entry.id === enlargedScore.composer)!;
  await cards.filter({ hasText: composer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/midi/composers/piano/${composer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: composer.name })).toBeVisible();

  // Hovering a composition shows its first page large at the bottom right.
  const card = page.getByRole('link', {
    name: new RegExp(enlargedScore.name.slice(0, 20).replace(/[()]/g, '.')),
  });
  await card.hover();
  const preview = page.getByTestId('composition-preview');
  await expect(preview.locator('img')).toHaveAttribute(
    'src',
    `/images/midi/${enlargedScore.id}/Page_1a_large.png`,
  );
  const box = (await preview.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/midi/scores/${enlargedInstrument}/${enlargedScore.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: enlargedScore.name })).toBeVisible();
  await expectFiles(page, ['Page_1a_large.png']);
});

test('the keyboard turns two pages at a time, wraps at the end and stops at the start', async ({ page }) => {
  const score = normalPianoScore;
  await page.goto(`/midi/scores/piano/${score.id}`);
  await expectFiles(page, viewFiles(score, 0));
  await page.keyboard.press('PageDown');
  await expectFiles(page, viewFiles(score, 1));
  // Onwards to the last view, then Next wraps to the first.
  for (let view = 2; view < viewCount(score); view += 1) {
    await page.keyboard.press('ArrowRight');
    await expectFiles(page, viewFiles(score, view));
  }
  await expect(stand(page).getByRole('status')).toContainText('Next starts again from the beginning');
  await page.keyboard.press('Space');
  await expectFiles(page, ['Page_1.png', 'Page_2.png']);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await expectFiles(page, ['Page_1.png', 'Page_2.png']);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('an enlarged score with an odd page count shows halves one at a time and ends with a normal page', async ({
  page,
}) => {
  await page.goto(`/midi/scores/${enlargedInstrument}/${enlargedScore.id}`);
  const expected: string[] = [];
  for (let number = 1; number < enlargedScore.pageCount; number += 1) {
    expected.push(`Page_${number}a_large.png`, `Page_${number}b_large.png`);
  }
  expected.push(`Page_${enlargedScore.pageCount}.png`);
  for (const file of expected) {
    await expectFiles(page, [file]);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expectFiles(page, ['Page_1a_large.png']);
});

test('a MIDI pedal plugged in after the page opened turns pages: 66 forward, 67 back on violin, 64 only logged', async ({
  page,
}) => {
  await injectFakeMidi(page, { pluggedIn: false });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') logged.push(message.text());
  });
  await page.goto(`/midi/scores/violin/${violinScore.id}`);
  await expect(page.getByText('No MIDI pedal connected. Plug one in: it works at once.')).toBeVisible();
  await expectFiles(page, viewFiles(violinScore, 0));

  await page.evaluate(() =>
    (window as unknown as { __midiTest: { plugIn(n: string): void } }).__midiTest.plugIn('Late pedal'),
  );
  await expect(page.getByText('MIDI pedal ready: Late pedal')).toBeVisible();

  await sendMidi(page, pedalPress(66));
  await expectFiles(page, viewFiles(violinScore, 0));
  await sendMidi(page, pedalRelease(66));
  await expectFiles(page, viewFiles(violinScore, 1));

  await sendMidi(page, pedalPress(64));
  await sendMidi(page, pedalRelease(64));
  await expect.poll(() => logged).toContain('Sustain pedal (control change 64) released');
  await expectFiles(page, viewFiles(violinScore, 1));

  await sendMidi(page, pedalRelease(67));
  await expectFiles(page, viewFiles(violinScore, 0));
});

test('the soft pedal does not turn back on a piano score, and a bouncing pedal turns once', async ({
  page,
}) => {
  await injectFakeMidi(page, { pluggedIn: true });
  await page.goto(`/midi/scores/piano/${pianoScoreOfManyTurns.id}`);
  await expect(page.getByText('MIDI pedal ready: E2E foot pedal')).toBeVisible();
  // Three releases within a few milliseconds: one turn, not two or three.
  await page.evaluate(() => {
    const midi = (window as unknown as { __midiTest: { send(b: number[]): void } }).__midiTest;
    midi.send([0xb0, 66, 0]);
    midi.send([0xb0, 66, 0]);
    midi.send([0xb0, 66, 0]);
  });
  await expectFiles(page, viewFiles(pianoScoreOfManyTurns, 1));
  await page.waitForTimeout(400);
  await sendMidi(page, pedalRelease(67));
  await page.waitForTimeout(300);
  await expectFiles(page, viewFiles(pianoScoreOfManyTurns, 1));
});

test('a learned pedal is kept by the browser', async ({ page }) => {
  await injectFakeMidi(page, { pluggedIn: true });
  await page.goto(`/midi/scores/piano/${pianoScoreOfManyTurns.id}`);
  await expect(page.getByText('MIDI pedal ready: E2E foot pedal')).toBeVisible();
  await page.getByText('Pedal settings').click();
  await page.getByRole('button', { name: 'Learn pedal' }).click();
  await sendMidi(page, [0x90, 60, 90]);
  await expect(page.getByText('Now press the pedal that should turn back…')).toBeVisible();
  await sendMidi(page, [0x90, 62, 90]);
  await expect(page.getByText('Learned pedals, kept in this browser.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('MIDI pedal ready: E2E foot pedal')).toBeVisible();
  await sendMidi(page, [0x90, 60, 90]);
  await expectFiles(page, viewFiles(pianoScoreOfManyTurns, 1));
  await sendMidi(page, [0x90, 62, 90]);
  await expectFiles(page, viewFiles(pianoScoreOfManyTurns, 0));
  expect(await page.evaluate(() => localStorage.getItem('midi_pedal_mapping'))).toContain('"data1":60');
});

test('without Web MIDI the page says so and still turns pages', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', { configurable: true, value: undefined });
  });
  await page.goto(`/midi/scores/piano/${pianoScoreOfManyTurns.id}`);
  await expect(page.getByText('Web MIDI API is not supported')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFiles(page, viewFiles(pianoScoreOfManyTurns, 1));
});

test('the recording plays, served in ranges (206)', async ({ page }) => {
  await page.goto(`/midi/scores/piano/${pianoScoreOfManyTurns.id}`);
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', /^\/apiAudio\/.+\.mp3$/);
  const answered = page.waitForResponse((response) => response.url().includes('/apiAudio/'));
  // The play button sits at the left end of the native controls.
  await audio.click({ position: { x: 18, y: 22 } });
  const response = await answered;
  expect(response.status()).toBe(206);
  expect(response.headers()['content-range']).toMatch(/^bytes 0-\d+\/\d+$/);
  await expect
    .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).currentTime))
    .toBeGreaterThan(0);
});

test('a score with a video leads to the video player', async ({ page }) => {
  await page.goto(`/midi/scores/${videoInstrument}/${scoreWithVideo.id}`);
  const answered = page.waitForResponse((response) => response.url().includes('/apiVideos/'));
  await page.getByRole('link', { name: 'Watch the video' }).click();
  await expect(page).toHaveURL(new RegExp(`/midi/videos/${scoreWithVideo.video}$`));
  await expect(page.getByRole('heading', { level: 1, name: scoreWithVideo.name })).toBeVisible();
  expect([200, 206]).toContain((await answered).status());
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState))
    .toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the switch goes between the piano and the violin composers', async ({ page }) => {
  await page.goto('/midi/landing/piano');
  await page.getByRole('button', { name: 'Switch to violin' }).click();
  await expect(page).toHaveURL(/\/midi\/landing\/violin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Violin composers' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Hymn Book/ })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to piano' }).click();
  await expect(page).toHaveURL(/\/midi\/landing\/piano$/);
  await expect(page.getByRole('list', { name: 'Piano composers' }).getByRole('link')).toHaveCount(
    catalogue.piano.composers.length,
  );
});

test('unknown composers and scores say so', async ({ page }) => {
  await page.goto('/midi/composers/violin/no-such-composer');
  await expect(page.getByRole('heading', { level: 1, name: 'Composer not found' })).toBeVisible();
  await page.goto('/midi/scores/piano/no-such-score');
  await expect(page.getByRole('heading', { level: 1, name: 'Score not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See the piano composers' }).click();
  await expect(page).toHaveURL(/\/midi\/landing\/piano$/);
});
