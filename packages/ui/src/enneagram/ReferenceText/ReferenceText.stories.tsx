import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferenceText } from './ReferenceText';

const meta = {
  title: 'UI/Enneagram/ReferenceText',
  component: ReferenceText,
  args: {
    idPrefix: 'help',
    sections: [
      {
        heading: 'Wings',
        paragraphs: [
          'Each type leans towards one of its two neighbours on the circle, its wing.',
          'A wing colours the type without changing its core motivation.',
        ],
      },
      {
        heading: 'The triads',
        paragraphs: ['The nine types fall into three centres: body, heart and head.'],
      },
    ],
  },
} satisfies Meta<typeof ReferenceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvas, canvasElement }) => {
    const wings = canvas.getByRole('region', { name: 'Wings' });
    await expect(wings).toHaveAttribute('id', 'help-1');
    await expect(wings.querySelectorAll('p')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'The triads' })).toHaveAttribute('id', 'help-2');
    await expect(canvasElement.querySelectorAll('h2')).toHaveLength(2);
  },
};
