import { enneagramDemoPassword, enneagramMockSessionUser, resetEnneagramMocks } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { readUserName } from '../storage';
import { resetEnneagramBrowserState } from '../storage/reset-for-stories';
import { LoginRoute } from './LoginRoute';

const meta = {
  title: 'Features/Enneagram/LoginRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: LoginRoute,
  parameters: { router: { path: '/enneagram/login/' }, layout: 'fullscreen' },
  beforeEach() {
    resetEnneagramMocks();
    resetEnneagramBrowserState();
  },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const green = 'rgb(17, 99, 41)';
const red = 'rgb(179, 38, 30)';

export const WrongThenRight: Story = {
  play: async ({ canvas }) => {
    const prompt = await canvas.findByRole('status');
    await expect(prompt).toHaveTextContent('Sign in with User Name and Password.');
    await expect(getComputedStyle(prompt).color).toBe(green);

    const password = canvas.getByLabelText('Password');
    await userEvent.type(canvas.getByLabelText('User Name'), 'marisol.v');
    await userEvent.type(password, 'wrong-pass{Enter}');
    await expect(await canvas.findByText('Unauthorized')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('status')).color).toBe(red);

    // Typing in the password resets the prompt and its green.
    await userEvent.clear(password);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in with User Name and Password.');
    await expect(getComputedStyle(canvas.getByRole('status')).color).toBe(green);

    await userEvent.type(password, enneagramDemoPassword);
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(await canvas.findByText('Successfully Logged in!')).toBeVisible();
    await expect(login).toBeDisabled();
    await expect(readUserName()).toBe('marisol.v');
    await expect(enneagramMockSessionUser()).toBe('marisol.v');
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 3000 })).toHaveTextContent(
      'Navigated to /enneagram/enneagram-home',
    );
  },
};

export const RateLimited: Story = {
  beforeEach() {
    resetEnneagramMocks({ loginRateLimited: true });
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('User Name'), 'marisol.v');
    await userEvent.type(canvas.getByLabelText('Password'), `${enneagramDemoPassword}{Enter}`);
    await expect(await canvas.findByText('Too Many Requests')).toBeVisible();
    await expect(readUserName()).toBeNull();
  },
};

export const RuleMessages: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('User Name');
    await userEvent.type(name, 'abc');
    await expect(name).toHaveAccessibleDescription('Username must be at least 6 characters.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};
