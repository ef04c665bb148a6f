import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  countViews,
  describeView,
  keepPlace,
  listViews,
  pageImageFile,
  type PageTurnScore,
  previewImage,
  turnPage,
  viewAt,
} from './page-turn';

/** The file names a view shows, the shortest way to write an expected view. */
const filesAt = (score: PageTurnScore, position: number) => viewAt(score, position).images.map(pageImageFile);
const allFiles = (score: PageTurnScore) => listViews(score).map((view) => view.images.map(pageImageFile));

describe('views of a normal score', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [9, 5],
    [10, 5],
  ])('%i pages make %i views', (pageCount, views) => {
    expect(countViews({ pageCount })).toBe(views);
  });

  it.each([
    [4, 0, ['Page_1.png', 'Page_2.png']],
    [4, 1, ['Page_3.png', 'Page_4.png']],
    [5, 1, ['Page_3.png', 'Page_4.png']],
    [5, 2, ['Page_5.png']],
    [1, 0, ['Page_1.png']],
    [2, 0, ['Page_1.png', 'Page_2.png']],
  ])('%i pages at view %i show %j side by side', (pageCount, position, files) => {
    expect(filesAt({ pageCount }, position)).toEqual(files);
  });
});

describe('one page per view, on a narrow screen', () => {
  const narrow: PageTurnScore = { pageCount: 5, pagesPerView: 1 };

  it('shows each page alone, and the indicator names the one page shown', () => {
    expect(countViews(narrow)).toBe(5);
    expect(filesAt(narrow, 0)).toEqual(['Page_1.png']);
    expect(filesAt(narrow, 4)).toEqual(['Page_5.png']);
    expect(describeView(narrow, viewAt(narrow, 0))).toBe('Page 1 of 5');
    expect(turnPage(narrow, 4, 'forward')).toBe(0);
  });

  it('keeps the reader on the same page when the pages per view change', () => {
    const wide: PageTurnScore = { pageCount: 5 };
    // Pages 3–4 open: on a narrow screen page 3 is shown; back on a wide one, pages 3–4 again.
    expect(keepPlace(wide, 1, 1)).toBe(2);
    expect(keepPlace(narrow, 2, 2)).toBe(1);
    expect(keepPlace(narrow, 3, 2)).toBe(1);
    expect(keepPlace(narrow, 4, 2)).toBe(2);
    // Enlarged scores show one image per view either way.
    expect(keepPlace({ pageCount: 4, enlarged: true }, 3, 1)).toBe(3);
  });
});

describe('views of an enlarged score', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 4],
    [3, 5],
    [4, 8],
    [5, 9],
  ])('%i pages make %i views, one image each', (pageCount, views) => {
    expect(countViews({ pageCount, enlarged: true })).toBe(views);
  });

  it('shows each page as its large top half then its bottom half, alone', () => {
    expect(allFiles({ pageCount: 2, enlarged: true })).toEqual([
      ['Page_1a_large.png'],
      ['Page_1b_large.png'],
      ['Page_2a_large.png'],
      ['Page_2b_large.png'],
    ]);
  });

  it('ends an odd count with one normal page', () => {
    expect(allFiles({ pageCount: 3, enlarged: true })).toEqual([
      ['Page_1a_large.png'],
      ['Page_1b_large.png'],
      ['Page_2a_large.png'],
      ['Page_2b_large.png'],
      ['Page_3.png'],
    ]);
  });

  it('shows a one-page enlarged score as its normal page', () => {
    expect(allFiles({ pageCount: 1, enlarged: true })).toEqual([['Page_1.png']]);
  });

  it('previews the first image: the large top half for enlarged scores, page 1 otherwise', () => {
    expect(pageImageFile(previewImage({ pageCount: 3, enlarged: true }))).toBe('Page_1a_large.png');
    expect(pageImageFile(previewImage({ pageCount: 1, enlarged: true }))).toBe('Page_1.png');
    expect(pageImageFile(previewImage({ pageCount: 3 }))).toBe('Page_1.png');
  });
});

describe('turning pages', () => {
  it.each([
    // pageCount, enlarged, position, forward, back
    [6, false, 0, 1, 0],
    [6, false, 1, 2, 0],
    [6, false, 2, 0, 1],
    [5, false, 2, 0, 1],
    [3, true, 0, 1, 0],
    [3, true, 3, 4, 2],
    [3, true, 4, 0, 3],
    [2, true, 3, 0, 2],
    [1, false, 0, 0, 0],
    [1, true, 0, 0, 0],
    [0, false, 0, 0, 0],
    [0, true, 0, 0, 0],
  ])(
    '%i pages, enlarged %s, at %i: Next goes to %i, Previous to %i',
    (pageCount, enlarged, position, next, back) => {
      const score = { pageCount, enlarged };
      expect(turnPage(score, position, 'forward')).toBe(next);
      expect(turnPage(score, position, 'back')).toBe(back);
    },
  );

  it('treats positions outside the score as the nearest view before turning', () => {
    const score = { pageCount: 6 };
    expect(turnPage(score, -4, 'back')).toBe(0);
    expect(turnPage(score, -4, 'forward')).toBe(1);
    expect(turnPage(score, 99, 'forward')).toBe(0);
    expect(turnPage(score, 99, 'back')).toBe(1);
    expect(turnPage(score, Number.NaN, 'forward')).toBe(1);
    expect(clampPosition(score, 1.7)).toBe(1);
    expect(filesAt(score, 42)).toEqual(['Page_5.png', 'Page_6.png']);
  });

  it('treats a broken page count as no pages', () => {
    for (const pageCount of [-3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(countViews({ pageCount })).toBe(0);
      expect(viewAt({ pageCount, enlarged: true }, 0).images).toEqual([]);
      expect(describeView({ pageCount }, viewAt({ pageCount }, 0))).toBe('No pages');
    }
    expect(countViews({ pageCount: 4.6 })).toBe(2);
  });
});

describe('the page indicator', () => {
  it.each([
    [{ pageCount: 9 }, 0, 'Pages 1–2 of 9'],
    [{ pageCount: 9 }, 4, 'Page 9 of 9'],
    [{ pageCount: 9, enlarged: true }, 2, 'Page 2 of 9, top half'],
    [{ pageCount: 9, enlarged: true }, 3, 'Page 2 of 9, bottom half'],
    [{ pageCount: 9, enlarged: true }, 16, 'Page 9 of 9'],
  ])('%j at %i reads %s', (score, position, text) => {
    expect(describeView(score, viewAt(score, position))).toBe(text);
  });
});

// Property-style checks: every score from 0 to 40 pages, both modes, positions in and out of range.
describe('properties over every page count from 0 to 40', () => {
  const scores: PageTurnScore[] = [];
  for (let pageCount = 0; pageCount <= 40; pageCount += 1) {
    scores.push({ pageCount, enlarged: false }, { pageCount, enlarged: true });
  }

  it.each(scores)('%j shows every page, in order, and no image twice', (score) => {
    const images = listViews(score).flatMap((view) => view.images);
    const pages = [...new Set(images.map((image) => image.page))];
    expect(pages).toEqual(Array.from({ length: score.pageCount }, (_, index) => index + 1));
    expect(new Set(images.map(pageImageFile)).size).toBe(images.length);
  });

  it.each(scores.filter((score) => !score.enlarged))(
    '%j shows normal pages two by two, one alone only at an odd end',
    (score) => {
      const views = listViews(score);
      views.forEach((view, index) => {
        const alone = index === views.length - 1 && score.pageCount % 2 === 1;
        expect(view.images).toHaveLength(alone ? 1 : 2);
        expect(view.images.every((image) => image.size === 'normal')).toBe(true);
        expect(view.position).toBe(index);
      });
    },
  );

  it.each(scores.filter((score) => score.enlarged))(
    '%j shows one image per view: halves a then b, a normal page only at an odd end',
    (score) => {
      const images = listViews(score).map((view) => {
        expect(view.images).toHaveLength(1);
        return view.images[0]!;
      });
      const odd = score.pageCount % 2 === 1;
      const last = images.at(-1);
      if (odd) expect(last).toEqual({ size: 'normal', page: score.pageCount });
      const halves = odd ? images.slice(0, -1) : images;
      halves.forEach((image, index) => {
        expect(image).toEqual({
          size: 'large',
          page: Math.floor(index / 2) + 1,
          half: index % 2 ? 'b' : 'a',
        });
      });
    },
  );

  it.each(scores)('%j: Next visits every view once and wraps to the start', (score) => {
    const views = countViews(score);
    let position = 0;
    const visited: number[] = [];
    for (let step = 0; step < Math.max(views, 1); step += 1) {
      visited.push(position);
      position = turnPage(score, position, 'forward');
    }
    expect(position).toBe(0);
    expect(visited).toEqual(Array.from({ length: Math.max(views, 1) }, (_, index) => index));
  });

  it.each(scores)('%j: Previous stops at the first view and undoes Next elsewhere', (score) => {
    const views = countViews(score);
    for (let position = -2; position < views + 3; position += 1) {
      const back = turnPage(score, position, 'back');
      const forward = turnPage(score, position, 'forward');
      expect(back).toBeGreaterThanOrEqual(0);
      expect(forward).toBeGreaterThanOrEqual(0);
      expect(back).toBeLessThan(Math.max(views, 1));
      expect(forward).toBeLessThan(Math.max(views, 1));
      const at = clampPosition(score, position);
      if (at === 0) expect(back).toBe(0);
      if (at < views - 1) expect(turnPage(score, forward, 'back')).toBe(at);
    }
  });

  it.each(scores)('%j: the indicator names the first page shown and the page count', (score) => {
    for (const view of listViews(score)) {
      expect(describeView(score, view)).toMatch(
        new RegExp(`^Pages? ${view.images[0]!.page}\\b.* of ${score.pageCount}`),
      );
    }
  });
});
