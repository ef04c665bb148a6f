import { expect } from 'storybook/test';

/**
 * Story settings that render a story in a screen of the given size (the site is walked at 390 px
 * on phones, 768 px on tablets and 1280 px on desktops), for stories whose look changes with width.
 */
export function screenOf(width: number, height: number) {
  const key = `screen${width}x${height}`;
  return {
    globals: { viewport: { value: key, isRotated: false } },
    parameters: {
      viewport: {
        options: {
          [key]: { name: `${width} × ${height}`, styles: { width: `${width}px`, height: `${height}px` } },
        },
      },
    },
  };
}

/** A phone in portrait: 390 × 844. */
export const onPhone = screenOf(390, 844);
/** A tablet in portrait: 768 × 1024, below the site's two-column width. */
export const onTablet = screenOf(768, 1024);

/** Fails when anything in the story reaches past the right edge of the screen. */
export async function expectNothingPastTheEdge(canvasElement: HTMLElement): Promise<void> {
  const edge = canvasElement.ownerDocument.documentElement.clientWidth;
  const past = [...canvasElement.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > edge + 0.5,
  );
  await expect(past.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
}

/** Fails unless two boxes on screen share no area (one lies wholly above, below or beside the other). */
export async function expectApart(first: Element, second: Element): Promise<void> {
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  const apart =
    a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5 || a.right <= b.left + 0.5 || b.right <= a.left + 0.5;
  await expect(apart, `boxes overlap: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
}
