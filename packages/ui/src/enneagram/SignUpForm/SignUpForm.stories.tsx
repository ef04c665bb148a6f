import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Credentials } from '../credentials';
import { SignUpForm, type SignUpState } from './SignUpForm';
import { storyValidation } from './storyValidation';

const meta = {
  title: 'UI/Enneagram/SignUpForm',
  component: SignUpForm,
  args: {
    validate: storyValidation(['marisol.v']),
    state: 'editing',
    onCreateAccount: fn(),
    onLogIn: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const prompt = 'Input New User name and password. Username needs to be unique to be accepted.';

export const Valid: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(prompt);
    const create = canvas.getByRole('button', { name: 'Create Account' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('User Name'), '  river.song ');
    await userEvent.type(canvas.getByLabelText('Create Password'), 'hello sweetie');
    await expect(canvas.getByLabelText('Create Password')).toHaveAttribute('type', 'password');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await expect(args.onCreateAccount).toHaveBeenCalledWith({
      username: 'river.song',
      password: 'hello sweetie',
    });
  },
};

export const RuleMessages: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('User Name');
    const password = canvas.getByLabelText('Create Password');
    // Leaving an empty field says it is required.
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Username is required.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'abc');
    await expect(name).toHaveAccessibleDescription('Username must be at least 6 characters.');
    await userEvent.type(password, 'short');
    await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters.');
    await userEvent.type(password, 'x'.repeat(30));
    await expect(password).toHaveAccessibleDescription('Password must be at most 32 characters.');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};

export const ForbiddenNames: Story = {
  play: async ({ canvas }) => {
    const forbidden = 'This username is forbidden or already in database. Choose another user name.';
    const name = canvas.getByLabelText('User Name');
    const create = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.type(canvas.getByLabelText('Create Password'), 'secret1');
    // A taken name is checked after trimming.
    await userEvent.type(name, ' marisol.v ');
    await expect(name).toHaveAccessibleDescription(forbidden);
    await expect(create).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'marisol.w');
    await expect(name).not.toHaveAccessibleDescription(forbidden);
    await expect(create).toBeEnabled();
  },
};

/** Create Account pressed: the button is busy and keeps the focus; the fields wait. */
export const Submitting: Story = {
  render: function Render(args) {
    const [state, setState] = useState<SignUpState>('editing');
    const onCreateAccount = (values: Credentials) => {
      args.onCreateAccount(values);
      setState('submitting');
    };
    return <SignUpForm {...args} state={state} onCreateAccount={onCreateAccount} />;
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('User Name'), 'river.song');
    await userEvent.type(canvas.getByLabelText('Create Password'), 'hello sweetie');
    const create = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.click(create);
    await expect(args.onCreateAccount).toHaveBeenCalledTimes(1);
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(create).toHaveFocus();
    await expect(canvas.getByLabelText('User Name')).toBeDisabled();
    await userEvent.click(create);
    await expect(args.onCreateAccount).toHaveBeenCalledTimes(1);
  },
};

export const Created: Story = {
  args: { state: 'created' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Successfully Completed');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    const logIn = canvas.getByRole('button', { name: 'Log In' });
    await expect(logIn).toHaveFocus();
    await userEvent.click(logIn);
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
};

export const ServerRefused: Story = {
  args: { errorMessage: 'This username is forbidden or already in database. Choose another user name.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('This username is forbidden or already in database.');
    await expect(getComputedStyle(status).color).toBe('rgb(179, 38, 30)');
  },
};

export const AlreadyLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You have to log off first before creating another account',
    );
    await expect(canvas.getByLabelText('User Name')).toBeDisabled();
    await expect(canvas.getByLabelText('Create Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};
