import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'UI/Base/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Recipes for the Pressure Cooker',
    children: (
      <p>
        Weeknight dinners, stocks and beans, each with its timings, an ingredient table and numbered steps.
        Pick a recipe to see how it is made, or build a shopping list from what is in stock.
      </p>
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Recipes for the Pressure Cooker' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Weeknight dinners/)).toBeVisible();
    // The column is centred and capped at 1100px.
    const column = main.firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(1100);
    const left = column.getBoundingClientRect().left;
    const right = window.innerWidth - column.getBoundingClientRect().right;
    await expect(Math.abs(left - right)).toBeLessThan(20);
  },
};

export const Narrow: Story = {
  args: { width: 'narrow', align: 'center', heading: 'Page not found' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await expect((canvas.getByRole('main').firstElementChild as HTMLElement).offsetWidth).toBeLessThanOrEqual(
      720,
    );
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined, children: <p>Content that brings its own heading.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Content that brings its own heading.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    // Side padding shrinks on phones so the text gets the width.
    await expect(parseFloat(getComputedStyle(main).paddingLeft)).toBeLessThanOrEqual(16);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Try the heading, the width and the alignment in the controls. */
export const Playground: Story = {
  args: { heading: 'Knowledge Base', width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  },
};
