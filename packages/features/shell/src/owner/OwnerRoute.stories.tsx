import { getOwnerSession } from '@portfolio/contracts';
import { mockContractError, ownerPassword, resetOwnerSession } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OwnerRoute } from './OwnerRoute';

const meta = {
  title: 'Features/Shell/OwnerRoute',
  component: OwnerRoute,
  parameters: { router: { path: '/owner' }, layout: 'fullscreen' },
  beforeEach() {
    resetOwnerSession();
  },
} satisfies Meta<typeof OwnerRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WrongThenRightPassword: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Owner password');
    await userEvent.type(password, 'guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong owner password');

    await userEvent.clear(password);
    await userEvent.type(password, `${ownerPassword}{Enter}`);
    await expect(await canvas.findByText('You are signed in as the owner.')).toBeVisible();
  },
};

export const SignedInSignsOut: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByLabelText('Owner password')).toBeVisible();
  },
};

export const SessionCheckFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getOwnerSession, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /api/owner/session: 503 Service Unavailable',
    );
  },
};
