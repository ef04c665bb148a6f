import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/Base/EmptyState',
  component: EmptyState,
  args: { children: 'No words yet.' },
  render: (args) => (
    <div style={{ maxWidth: 720, padding: 16 }}>
      <EmptyState {...args} />
    </div>
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing in it yet: the message alone, in a dashed box. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('No words yet.');
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    // The box is centred text with room around it, not a bare line.
    const box = message.parentElement!.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(message.getBoundingClientRect().height + 40);
  },
};

/** A title above the message and a way on under it. */
export const WithHeadingAndAction: Story = {
  args: {
    heading: 'No recipes',
    headingLevel: 2,
    children: 'There are no recipes yet. The owner can load them on the Import Recipes page.',
  },
  render: function WithAction(args) {
    return (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <EmptyState {...args} action={<Button onClick={importRecipes}>Import recipes</Button>} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    importRecipes.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No recipes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import recipes' }));
    await expect(importRecipes).toHaveBeenCalledTimes(1);
  },
};

const importRecipes = fn();

/** Try a heading, its level and the message in the controls. */
export const Playground: Story = {
  args: {
    heading: 'Nothing saved',
    headingLevel: 3,
    children: 'No saved queries yet. Build an advanced search and save it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nothing saved' })).toBeVisible();
    await expect(
      canvas.getByText('No saved queries yet. Build an advanced search and save it.'),
    ).toBeVisible();
  },
};
