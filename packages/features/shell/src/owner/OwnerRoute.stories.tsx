import { getOwnerSession } from '@portfolio/contracts';
import {
  type ContractCallCounter,
  countContractCalls,
  mockContractError,
  ownerPassword,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OwnerRoute } from './OwnerRoute';

const meta = {
  title: 'Features/Shell/OwnerRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: OwnerRoute,
  parameters: { router: { path: '/owner' }, layout: 'fullscreen' },
  beforeEach() {
    resetOwnerSession();
  },
} satisfies Meta<typeof OwnerRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session reads a story watches: signing in or out must not ask for the session again. */
let sessionReads: ContractCallCounter | undefined;
/** Starts counting the session reads; the handler goes before the others. */
const watchSessionReads = () => {
  sessionReads = countContractCalls(getOwnerSession);
  return sessionReads.handler;
};

export const WrongThenRightPassword: Story = {
  beforeEach({ msw }) {
    msw.use(watchSessionReads());
  },
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Owner password');
    await userEvent.type(password, 'guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong owner password');

    await userEvent.clear(password);
    await userEvent.type(password, `${ownerPassword}{Enter}`);
    await expect(await canvas.findByText('You are signed in as the owner.')).toBeVisible();
    // The page read the session once; the sign-in's answer told it the rest (decision 118).
    await expect(sessionReads?.calls()).toHaveLength(1);
  },
};

/** Followed the backup page's sign-in link: after signing in, one click leads back there. */
export const SignInAndGoBack: Story = {
  parameters: { router: { path: '/owner', state: { from: '/export-backup/n95' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Owner password')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to the page you came from' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Owner password'), `${ownerPassword}{Enter}`);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to the page you came from' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /export-backup/n95',
    );
  },
};

/** An address may name the way back too (`?from=`): a bookmark, a link from outside the app. */
export const ReturnFromTheAddress: Story = {
  parameters: { router: { path: '/owner?from=%2Freferences%3Fq%3Dmemory' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to the page you came from' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /references');
  },
};

/** A `from` that leads off the site is ignored. */
export const ForeignReturnIgnored: Story = {
  parameters: { router: { path: '/owner?from=%2F%2Fevil.example%2F' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to the page you came from' })).toBeNull();
  },
};

export const SignedInSignsOut: Story = {
  beforeEach({ msw }) {
    resetOwnerSession({ signedIn: true });
    msw.use(watchSessionReads());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByLabelText('Owner password')).toBeVisible();
    await expect(sessionReads?.calls()).toHaveLength(1);
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
