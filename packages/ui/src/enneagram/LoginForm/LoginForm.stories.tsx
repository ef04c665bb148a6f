import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Credentials } from '../credentials';
import { storyValidation } from '../SignUpForm/storyValidation';
import { LoginForm, type LoginState } from './LoginForm';

const meta = {
  title: 'UI/Enneagram/LoginForm',
  component: LoginForm,
  args: {
    validate: storyValidation(),
    state: 'editing',
    onLogin: fn(),
    onPasswordEdit: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const green = 'rgb(17, 99, 41)';
const red = 'rgb(179, 38, 30)';

export const Prompt: Story = {
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent('Sign in with User Name and Password.');
    await expect(getComputedStyle(prompt).color).toBe(green);
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('User Name'), ' marisol.v');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo-pass-2024{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith({ username: 'marisol.v', password: 'demo-pass-2024' });
    await expect(args.onPasswordEdit).toHaveBeenCalled();
  },
};

export const RuleMessages: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('User Name');
    await userEvent.type(name, 'ab');
    await expect(name).toHaveAccessibleDescription('Username must be at least 6 characters.');
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription('Username is required.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { failureText: 'Unauthorized' },
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent('Unauthorized');
    await expect(getComputedStyle(prompt).color).toBe(red);
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(args.onPasswordEdit).toHaveBeenCalledTimes(1);
  },
};

/** Login pressed: the button is busy and keeps the focus; a second press sends nothing. */
export const Submitting: Story = {
  render: function Render(args) {
    const [state, setState] = useState<LoginState>('editing');
    const onLogin = (values: Credentials) => {
      args.onLogin(values);
      setState('submitting');
    };
    return <LoginForm {...args} state={state} onLogin={onLogin} />;
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('User Name'), 'marisol.v');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo-pass-2024');
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(login).toHaveFocus();
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas }) => {
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent('Successfully Logged in!');
    await expect(getComputedStyle(prompt).color).toBe(green);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};
