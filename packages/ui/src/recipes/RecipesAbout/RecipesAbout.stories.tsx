import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecipesAbout } from './RecipesAbout';

const meta = {
  title: 'UI/Recipes/RecipesAbout',
  component: RecipesAbout,
  args: {
    paragraphs: [
      'Recipes for an electric pressure cooker, written and tested for this site.',
      'The shopping list is kept in this browser; the in-stock ticks are the owner’s.',
    ],
  },
} satisfies Meta<typeof RecipesAbout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/written and tested for this site/)).toBeVisible();
  },
};
