import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  },
};
