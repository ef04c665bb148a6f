import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OwnerSignInForm } from './OwnerSignInForm';

const meta = {
  title: 'UI/Shell/OwnerSignInForm',
  component: OwnerSignInForm,
  args: { state: 'signed-out', onSignIn: fn(), onSignOut: fn() },
} satisfies Meta<typeof OwnerSignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('Owner password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSignIn).toHaveBeenCalledWith('correct horse battery');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Owner password'), 's3cret{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith('s3cret');
  },
};

export const EmptyDisabled: Story = {
  play: async ({ args, canvas }) => {
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeDisabled();
    // Enter in the empty field does not submit either.
    await userEvent.type(canvas.getByLabelText('Owner password'), '{Enter}');
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Owner password'), 'x');
    await expect(signIn).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { state: 'submitting' },
  play: async ({ args, canvas }) => {
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Owner password')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the password…');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { errorMessage: 'Wrong owner password' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Wrong owner password');
    const password = canvas.getByLabelText('Owner password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Wrong owner password');
  },
};

export const SignedIn: Story = {
  args: { state: 'signed-in' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You are signed in as the owner.')).toBeVisible();
    await expect(canvas.queryByLabelText('Owner password')).toBeNull();
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.click(signOut);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    signOut.blur();
  },
};
