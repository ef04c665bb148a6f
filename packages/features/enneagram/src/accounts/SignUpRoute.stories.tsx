import { getEnneagramUsers, signUpEnneagramUser } from '@portfolio/contracts';
import { enneagramMockSessionUser, mockContractError, resetEnneagramMocks } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { readUserName } from '../storage';
import { resetEnneagramBrowserState } from '../storage/reset-for-stories';
import { SignUpRoute } from './SignUpRoute';

const meta = {
  title: 'Features/Enneagram/SignUpRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: SignUpRoute,
  parameters: { router: { path: '/enneagram/signup/' }, layout: 'fullscreen' },
  beforeEach() {
    resetEnneagramMocks();
    resetEnneagramBrowserState();
  },
} satisfies Meta<typeof SignUpRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

let userListAnswers = 0;

export const CreateAndLogIn: Story = {
  beforeEach({ msw }) {
    userListAnswers = 0;
    // Counts the user-list requests, then lets the area's own handler answer them.
    msw.use(
      http.get(getEnneagramUsers.path, () => {
        userListAnswers += 1;
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('User Name'), 'river.song');
    await userEvent.type(canvas.getByLabelText('Create Password'), 'hello sweetie');
    const create = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.click(create);
    await expect(await canvas.findByText('Successfully Completed')).toBeVisible();
    await expect(create).toBeDisabled();
    // The user list is fetched again and now holds the new account: the name is still fine.
    await waitFor(() => expect(userListAnswers).toBe(2));
    await new Promise((settle) => setTimeout(settle, 100));
    await expect(canvas.getByLabelText('User Name')).not.toHaveAccessibleDescription(/forbidden/);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/enneagram-home',
    );
    await expect(readUserName()).toBe('river.song');
    // The Log In signed the new user in on the server too, so saving a test works at once.
    await expect(enneagramMockSessionUser()).toBe('river.song');
  },
};

export const TakenName: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('User Name');
    await userEvent.type(canvas.getByLabelText('Create Password'), 'secret1');
    // The user list arrives from the server: an existing id is refused before sending.
    await userEvent.type(name, ' marisol.v');
    // On a busy machine the list may arrive after the typing: the refusal shows when it does.
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'This username is forbidden or already in database. Choose another user name.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};

export const RuleMessages: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('User Name');
    const password = canvas.getByLabelText('Create Password');
    await userEvent.type(name, 'abc');
    await expect(name).toHaveAccessibleDescription('Username must be at least 6 characters.');
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription('Username is required.');
    await userEvent.type(password, 'p'.repeat(33));
    await expect(password).toHaveAccessibleDescription('Password must be at most 32 characters.');
  },
};

export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContractError(
        signUpEnneagramUser,
        409,
        'This username is forbidden or already in database. Choose another user name.',
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('User Name'), 'late.comer');
    await userEvent.type(canvas.getByLabelText('Create Password'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText(/already in database/, { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
    // Editing the form clears the failure.
    await userEvent.type(canvas.getByLabelText('User Name'), 'x');
    await expect(canvas.getByRole('status')).toHaveTextContent('Input New User name and password.');
  },
};

export const AlreadyLoggedIn: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have to log off first before creating another account',
    );
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};
