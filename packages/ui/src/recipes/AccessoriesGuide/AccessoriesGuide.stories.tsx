import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNothingPastTheEdge, onPhone } from '../../base/storyFixtures/viewports';
import { AccessoriesGuide } from './AccessoriesGuide';

const meta = {
  title: 'UI/Recipes/AccessoriesGuide',
  component: AccessoriesGuide,
  args: {
    sections: [
      {
        heading: 'Containers',
        paragraphs: [
          'A 7-inch springform pan and a 1.5-quart oven-safe dish fit a 6-quart pot on the trivet.',
          'Glass jars with two-piece lids hold yogurt while it sets.',
        ],
      },
      { heading: 'Tools', paragraphs: ['A steamer basket, a foil sling and silicone mitts.'] },
    ],
    conversions: [
      { measure: '1 cup', tablespoons: '16', teaspoons: '48', fluidOunces: '8', millilitres: '237' },
      { measure: '1/2 cup', tablespoons: '8', teaspoons: '24', fluidOunces: '4', millilitres: '118' },
      { measure: '1/4 cup', tablespoons: '4', teaspoons: '12', fluidOunces: '2', millilitres: '59' },
      // The widest row of the site's chart: it must fit a phone on one line.
      {
        measure: '1 tablespoon',
        tablespoons: '10 2/3',
        teaspoons: '48',
        fluidOunces: '5 1/3',
        millilitres: '237',
      },
    ],
  },
} satisfies Meta<typeof AccessoriesGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = within(canvas.getByRole('table', { name: 'Conversion chart' }));
    await expect(chart.getByRole('row', { name: '1/2 cup 8 24 4 118' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Containers' })).toBeVisible();
    await expectTidyChart(canvas.getByRole('table', { name: 'Conversion chart' }));
  },
};

/**
 * The chart's heading looks like the page's other headings; the header row stays inside the rounded
 * border; "Measure" lines up with the measures below it; no cell runs onto a second line; the chart
 * fits its box without scrolling.
 */
async function expectTidyChart(table: HTMLElement) {
  const canvas = within(table.ownerDocument.body);
  const style = (element: HTMLElement) => {
    const { fontFamily, fontSize, fontWeight } = getComputedStyle(element);
    return { fontFamily, fontSize, fontWeight };
  };
  await expect(style(canvas.getByRole('heading', { name: 'Conversion chart' }))).toEqual(
    style(canvas.getByRole('heading', { name: 'Containers' })),
  );
  const box = table.parentElement as HTMLElement;
  await expect(getComputedStyle(box).overflowX).not.toBe('visible');
  await expect(parseFloat(getComputedStyle(box).borderTopLeftRadius)).toBeGreaterThan(0);
  await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(box.clientWidth + 0.5);
  const measure = within(table).getByRole('columnheader', { name: 'Measure' });
  const firstMeasure = within(table).getByRole('rowheader', { name: '1 cup' });
  const textLeft = (cell: HTMLElement) => {
    const range = cell.ownerDocument.createRange();
    range.selectNodeContents(cell);
    return range.getBoundingClientRect().left;
  };
  await expect(Math.abs(textLeft(measure) - textLeft(firstMeasure))).toBeLessThan(1);
  for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
    const range = cell.ownerDocument.createRange();
    range.selectNodeContents(cell);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size, cell.textContent ?? '').toBe(1);
  }
}

/** On a phone: the same tidy chart, every cell on one line, inside the screen. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expectTidyChart(canvas.getByRole('table', { name: 'Conversion chart' }));
    await expectNothingPastTheEdge(canvasElement);
  },
};
