import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField';
import { SelectInput } from './formControls';

const meta = {
  title: 'UI/Base/FormField',
  component: FormField,
  args: {
    label: 'Search field',
    children: (control) => (
      <SelectInput {...control} defaultValue="title">
        <option value="title">Title</option>
        <option value="author">Author</option>
        <option value="tags">Tags</option>
      </SelectInput>
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The frame's label names whatever control it is handed.
    await expect(canvas.getByRole('combobox', { name: 'Search field' })).toHaveValue('title');
  },
};

/** Set the label, the hint and the error in the controls. */
export const Playground: Story = {
  args: { hint: 'The card field the words are looked for in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Search field' })).toHaveAccessibleDescription(
      'The card field the words are looked for in.',
    );
  },
};

export const HintAndError: Story = {
  args: { hint: 'Pick where the words are looked for.', error: 'Choose a field to search in' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Search field' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Pick where the words are looked for. Choose a field to search in',
    );
  },
};
