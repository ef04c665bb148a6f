import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** Holds the value the way a form would, so typing shows. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Base/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Recipe name', value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Recipe name'), 'Lentil soup');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lentil soup');
  },
};

/** Label, hint, error and the input attributes are all controls. */
export const Playground: Story = {
  args: { hint: 'As it appears on the recipe card.', placeholder: 'e.g. Lentil soup', maxLength: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Recipe name')).toHaveAccessibleDescription(
      'As it appears on the recipe card.',
    );
  },
};

export const WithHint: Story = {
  args: { label: 'Test title', hint: '0/100 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Test title')).toHaveAccessibleDescription('0/100 characters.');
  },
};

export const WithError: Story = {
  args: { label: 'User Name', value: 'ab', error: 'User name must be at least 3 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('User Name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('User name must be at least 3 characters');
  },
};

export const Verbatim: Story = {
  args: { label: 'User Name', verbatim: true, autoComplete: 'username' },
  play: async ({ canvas }) => {
    // Names are typed exactly: no spelling marks, no automatic capital on phones.
    const input = canvas.getByLabelText('User Name');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
  },
};

export const Disabled: Story = {
  args: { label: 'User Name', value: 'marisol.v', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('User Name')).toBeDisabled();
  },
};
