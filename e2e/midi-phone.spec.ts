import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// Sheet music on a phone (decision 113): midi.spec.ts's journey from the landing tile to a score,
// with taps, and the page turner at phone width: one page per view, as wide as the screen
// (decision 097), turned with the Previous and Next buttons.
test.use(phone);

interface CatalogueScore {
  id: string;
  name: string;
  composer: string;
  pageCount: number;
  enlarged?: boolean;
}
const catalogue = JSON.parse(
  readFileSync(new URL('../content/midi/catalogue.json', import.meta.url), 'utf8'),
) as {
  piano: { composers: Array<{ id: string; name: string }>; scores: CatalogueScore[] };
};
/** A normal piano score of three pages or more, so the turns show three different pages. */
const score = catalogue.piano.scores.find((entry) => !entry.enlarged && entry.pageCount >= 3)!;
const composer = catalogue.piano.composers.find((entry) => entry.id === score.composer)!;

const stand = (page: Page) => page.getByRole('region', { name: 'Score' });

/** The one page on the stand, once loaded, and how wide it is drawn. */
async function shownPage(page: Page): Promise<{ file: string; width: number }[]> {
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
    elements.map((image) => ({
      file: (image as HTMLImageElement).src.split('/').pop() ?? '',
      width: Math.round(image.getBoundingClientRect().width),
    })),
  );
}

test('from the landing tile to a score with taps; the score turns one page at a time, as wide as the screen', async ({
  page,
}) => {
  await page.goto('/landing');
  await tapInView(
    page.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'MIDI Score Page Turner' }),
  );
  await expect(page).toHaveURL(/\/midi\/landing\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piano composers' })).toBeInViewport();
  await expectFitsThePhone(page);

  await tapInView(
    page.getByRole('list', { name: 'Piano composers' }).getByRole('link').filter({ hasText: composer.name }),
  );
  await expect(page).toHaveURL(new RegExp(`/midi/composers/piano/${composer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: composer.name })).toBeInViewport();
  await expectFitsThePhone(page);

  // On touch there is no hover preview: the first tap opens the score.
  await tapInView(
    page.getByRole('link', { name: new RegExp(score.name.slice(0, 20).replace(/[()]/g, '.')) }),
  );
  await expect(page).toHaveURL(new RegExp(`/midi/scores/piano/${score.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: score.name })).toBeVisible();

  const screen = page.viewportSize()!.width;
  for (let number = 1; number <= score.pageCount; number += 1) {
    const [shown, ...more] = await shownPage(page);
    expect(more).toEqual([]);
    expect(shown!.file).toBe(`Page_${number}.png`);
    // One page fills the stand: most of the screen's width, not a thumbnail beside another.
    expect(shown!.width).toBeGreaterThan(screen * 0.8);
    await expect(stand(page).getByRole('status')).toContainText(`Page ${number} of ${score.pageCount}`);
    if (number === 1) {
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expectFitsThePhone(page);
    }
    await tapInView(page.getByRole('button', { name: 'Next' }));
  }
  // Past the last page, Next starts again from the first; Previous goes back to the last.
  expect((await shownPage(page))[0]!.file).toBe('Page_1.png');
  await tapInView(page.getByRole('button', { name: 'Next' }));
  expect((await shownPage(page))[0]!.file).toBe('Page_2.png');
  await tapInView(page.getByRole('button', { name: 'Previous' }));
  await expect.poll(async () => (await shownPage(page))[0]!.file).toBe('Page_1.png');
});

test('the switch goes between the piano and the violin composers with a tap', async ({ page }) => {
  await page.goto('/midi/landing/piano');
  await tapInView(page.getByRole('button', { name: 'Switch to violin' }));
  await expect(page).toHaveURL(/\/midi\/landing\/violin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Violin composers' })).toBeInViewport();
  await expectFitsThePhone(page);
  await tapInView(page.getByRole('button', { name: 'Switch to piano' }));
  await expect(page).toHaveURL(/\/midi\/landing\/piano$/);
});
