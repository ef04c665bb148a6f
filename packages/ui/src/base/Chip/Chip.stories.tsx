import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip, Tag } from './Chip';

const meta = {
  title: 'UI/Base/Chip',
  component: Chip,
  args: { pressed: false, children: 'holiday', onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = ['All videos', 'holiday', 'family', 'concert'];

/** A row of filter chips: one is pressed at a time, and the tags of a file read beside them. */
export const Default: Story = {
  render: function FilterRow() {
    const [chosen, setChosen] = useState('All videos');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <div role="group" aria-label="Filter by tag" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {tags.map((tag) => (
            <Chip key={tag} pressed={chosen === tag} onClick={() => setChosen(tag)}>
              {tag}
            </Chip>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 4 }}>
          <Tag>holiday</Tag>
          <Tag>family</Tag>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All videos' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'family' }));
    await expect(canvas.getByRole('button', { name: 'family' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All videos' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Try the text and the pressed state in the controls. */
export const Playground: Story = {
  args: { pressed: true },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'holiday', pressed: true });
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
