import { expect } from 'storybook/test';

// A phone's screen for the dinner stories: 390 × 844, the width the site is checked at on phones.
export const phoneStory = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } },
    },
  },
};

/** A phone story's check that the screen is 390 px wide and that nothing reaches past its right edge. */
export async function expectFitsThePhone(canvasElement: HTMLElement): Promise<void> {
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  await expect(width).toBe(390);
  for (const element of canvasElement.querySelectorAll('*'))
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(width);
}
