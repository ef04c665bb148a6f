import { getEnneagramReference } from '@portfolio/contracts';
import { enneagramReference, mockContractError } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpRoute } from './HelpRoute';

const meta = {
  title: 'Features/Enneagram/HelpRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: HelpRoute,
  parameters: { layout: 'fullscreen', router: { path: '/enneagram/help' } },
} satisfies Meta<typeof HelpRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpText: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Contents',
      ...enneagramReference.pages.help.map((section) => section.heading),
    ]);
    const wings = enneagramReference.pages.help.find((section) => section.heading === 'Wings')!;
    await expect(canvas.getByText(wings.paragraphs[0]!)).toBeVisible();
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramReference, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /apiEnneagramFile/reference: 500 Internal Server Error',
    );
  },
};
