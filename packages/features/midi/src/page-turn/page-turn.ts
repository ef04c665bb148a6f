/**
 * The page turner's arithmetic (spec part 2 §4 and §9), kept free of React so it can be tested
 * over every (pageCount, enlarged, position) case.
 *
 * A score has `pageCount` printed pages. A view is what one turn shows:
 * - normal scores: two pages side by side (1+2, 3+4, ...); an odd count ends with one page alone;
 * - enlarged scores: one image per view, each page's top half `Page_{n}a_large.png` then its bottom
 *   half `Page_{n}b_large.png`; an odd count ends with its last page whole, the normal
 *   `Page_{pageCount}.png` (docs/decisions/013-midi-page-turner.md).
 */

/** One image file of a score. */
export type PageImage = { size: 'normal'; page: number } | { size: 'large'; page: number; half: 'a' | 'b' };

/** What one turn shows. */
export interface PageView {
  /** 0-based index of the view among the score's views. */
  position: number;
  /** One or two images, left to right; each names its printed page (1-based). */
  images: PageImage[];
}

export interface PageTurnScore {
  pageCount: number;
  enlarged?: boolean;
  /**
   * Printed pages per view of a normal score: 2 (an open book, the default) or 1 (a narrow screen,
   * where one page fills the width; decision 097). Enlarged scores show one image per view anyway.
   */
  pagesPerView?: 1 | 2;
}

const perView = (score: PageTurnScore): 1 | 2 => (score.pagesPerView === 1 ? 1 : 2);

/**
 * The position that shows the same first page once the pages per view change (a phone turned, a
 * window resized): the reader keeps their place.
 */
export function keepPlace(score: PageTurnScore, position: number, pagesPerView: 1 | 2): number {
  const next = { ...score, pagesPerView };
  if (score.enlarged) return clampPosition(next, position);
  const firstPage = clampPosition(score, position) * perView(score);
  return clampPosition(next, Math.floor(firstPage / pagesPerView));
}

export type TurnDirection = 'forward' | 'back';

/** A page count a person would mean: a whole, non-negative number (0 for anything else). */
function wholePages(pageCount: number): number {
  return Number.isFinite(pageCount) && pageCount > 0 ? Math.floor(pageCount) : 0;
}

/** How many views (turns) the score has. */
export function countViews(score: PageTurnScore): number {
  const { pageCount, enlarged = false } = score;
  const pages = wholePages(pageCount);
  if (!enlarged) return Math.ceil(pages / perView(score));
  // Two halves per page; an odd count's last page is one whole view.
  return pages % 2 === 1 ? 2 * pages - 1 : 2 * pages;
}

/** Keeps a position inside the score's views (0 for a score without pages). */
export function clampPosition(score: PageTurnScore, position: number): number {
  const last = countViews(score) - 1;
  if (last < 0 || !Number.isFinite(position) || position < 0) return 0;
  return Math.min(Math.floor(position), last);
}

/** The view at a position (clamped into range); a score without pages has one empty view. */
export function viewAt(score: PageTurnScore, position: number): PageView {
  const pages = wholePages(score.pageCount);
  const at = clampPosition(score, position);
  if (pages === 0) return { position: at, images: [] };
  if (!score.enlarged) {
    const first = at * perView(score) + 1;
    const images: PageImage[] = [{ size: 'normal', page: first }];
    if (perView(score) === 2 && first + 1 <= pages) images.push({ size: 'normal', page: first + 1 });
    return { position: at, images };
  }
  const page = Math.floor(at / 2) + 1;
  if (page === pages && pages % 2 === 1) return { position: at, images: [{ size: 'normal', page }] };
  return { position: at, images: [{ size: 'large', page, half: at % 2 === 0 ? 'a' : 'b' }] };
}

/** The image a composition card previews: the first view's first image. */
export function previewImage(score: PageTurnScore): PageImage {
  return viewAt(score, 0).images[0] ?? { size: 'normal', page: 1 };
}

/** Every view of the score, in reading order. */
export function listViews(score: PageTurnScore): PageView[] {
  return Array.from({ length: countViews(score) }, (_, position) => viewAt(score, position));
}

/** Next wraps to the first view after the last one; Previous stops at the first view. */
export function turnPage(score: PageTurnScore, position: number, direction: TurnDirection): number {
  const views = countViews(score);
  const at = clampPosition(score, position);
  if (views === 0) return 0;
  if (direction === 'forward') return at + 1 < views ? at + 1 : 0;
  return Math.max(at - 1, 0);
}

/** The file name of an image, e.g. `Page_3.png` or `Page_2b_large.png` (spec part 2 §7). */
export function pageImageFile(image: PageImage): string {
  return image.size === 'normal' ? `Page_${image.page}.png` : `Page_${image.page}${image.half}_large.png`;
}

/** "Pages 3–4 of 9", "Page 9 of 9", "Page 2 of 9, top half": what the indicator says for a view. */
export function describeView(score: PageTurnScore, view: PageView): string {
  const total = wholePages(score.pageCount);
  const [first, second] = view.images;
  if (!first) return 'No pages';
  if (second) return `Pages ${first.page}–${second.page} of ${total}`;
  const half = first.size === 'large' ? (first.half === 'a' ? ', top half' : ', bottom half') : '';
  return `Page ${first.page} of ${total}${half}`;
}
