import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleHelpSections } from '../storyFixtures/reference';
import { HelpPage } from './HelpPage';

const meta = {
  title: 'UI/Enneagram/HelpPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: HelpPage,
  parameters: { layout: 'fullscreen' },
  args: { sections: sampleHelpSections },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Contents',
      'What the Enneagram describes',
      'Wings',
      'Integration and disintegration',
      'The centres',
    ]);
    await expect(canvas.getByText(/Nobody is only one type/)).toBeVisible();
  },
};

export const ContentsLinkToSections: Story = {
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'Integration and disintegration' });
    const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
    await expect(target).toHaveAccessibleName('Integration and disintegration');
    await expect(within(contents).getAllByRole('link')).toHaveLength(4);
  },
};
