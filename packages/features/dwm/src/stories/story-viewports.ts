// Story settings of the dinner pages: a phone's screen (390 × 844) and the visitors' time zones.
import { expect } from 'storybook/test';

/** A page story at phone width: spread into the story (`...onAPhone`). */
export const onAPhone = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } },
    },
  },
};

/** Visitors the stories show the pages to: one far from the calendar (Denver), one in its zone. */
export const visitorZones = { tokyo: 'Asia/Tokyo', denver: 'America/Denver' } as const;

/** A phone story's check that the screen is 390 px wide and that nothing reaches past its right edge. */
export async function expectFitsThePhone(canvasElement: HTMLElement): Promise<void> {
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  await expect(width).toBe(390);
  for (const element of canvasElement.querySelectorAll('*'))
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(width);
}
