import { getEnneagramUsers, importEnneagramFactory } from '@portfolio/contracts';
import {
  enneagramFactoryImportMessage,
  enneagramMockSessionUser,
  enneagramTestInProgress,
  marisolFirstTest,
  marisolSecondTest,
  mockContractError,
  resetEnneagramMocks,
  resetOwnerSession,
  tobiasTest,
} from '@portfolio/mocks';
import { PageFrame } from '@portfolio/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readTestResult, readUserName } from '../storage';
import { resetEnneagramBrowserState } from '../storage/reset-for-stories';
import { EnneagramArea } from './EnneagramArea';

const reload = fn().mockName('reload');

const meta = {
  title: 'Features/Enneagram/EnneagramArea',
  component: EnneagramArea,
  parameters: { router: { path: '/enneagram/help' }, layout: 'fullscreen' },
  args: {
    reload,
    children: (
      <PageFrame heading="A page of the area">
        <p>Any Enneagram page sits under the menus.</p>
      </PageFrame>
    ),
  },
  beforeEach() {
    reload.mockClear();
    resetEnneagramMocks();
    resetOwnerSession();
    resetEnneagramBrowserState();
  },
} satisfies Meta<typeof EnneagramArea>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, menu: string, entry: string) {
  await userEvent.click(await canvas.findByRole('button', { name: menu }));
  await userEvent.click(await canvas.findByRole('menuitem', { name: entry }));
}

async function navigatedTo(canvas: Canvas, path: string) {
  await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 3000 })).toHaveTextContent(
    `Navigated to ${path}`,
  );
}

export const TakeNewTestLoggedOff: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Take New Test');
    await navigatedTo(canvas, '/enneagram/login/');
  },
};

export const TakeNewTestStartsQuiz: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v' });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Take New Test');
    await navigatedTo(canvas, '/enneagram/quiz/new');
  },
};

export const TakeNewTestInProgressYes: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Take New Test');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Test in Progress Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await navigatedTo(canvas, '/enneagram/quiz/new');
  },
};

export const TakeNewTestInProgressCancel: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Take New Test');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Test in Progress Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await navigatedTo(canvas, '/enneagram/enneagram-home');
  },
};

export const ResumeLoggedIn: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Resume Test in Progress');
    await navigatedTo(canvas, '/enneagram/quiz/resume');
  },
};

export const ResumeLoggedOff: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Resume Test in Progress');
    await navigatedTo(canvas, '/enneagram/login/');
  },
};

export const NavigationEntries: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Under the Hood');
    await navigatedTo(canvas, '/enneagram/answer-bins/');
  },
};

export const ChartEntry: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Charts', 'Virtues and Vices');
    await navigatedTo(canvas, '/chart/Virtues%20and%20Vices');
  },
};

export const SignUpWhileLoggedIn: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v' });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Sign Up');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have to log off first before creating another account',
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignUpLoggedOff: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Sign Up');
    await navigatedTo(canvas, '/enneagram/signup/');
  },
};

export const AboutNotImplemented: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'About');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Not implemented yet');
  },
};

export const LogOut: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v' });
    resetEnneagramMocks({ signedInAs: 'marisol.v' });
  },
  play: async ({ canvas }) => {
    await expect(readUserName()).toBe('marisol.v');
    await choose(canvas, 'Actions', 'Log Out');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(readUserName()).toBeNull();
    await expect(enneagramMockSessionUser()).toBeNull();
  },
};

export const FactoryImportAsOwner: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Factory Import');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(enneagramFactoryImportMessage));
  },
};

export const FactoryImportNotOwner: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Factory Import');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Factory Import is for the site owner: sign in on the owner page (/owner) first, then try again.',
    );
  },
};

export const FactoryImportFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(importEnneagramFactory, 503, 'The content files could not be read'));
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Actions', 'Factory Import');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The content files could not be read');
  },
};

export const UserResultsOneTest: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'User Results', 'tobias_k');
    await navigatedTo(canvas, '/enneagram/test-results/tobias_k');
    await expect(readTestResult()).toEqual(tobiasTest);
  },
};

export const UserResultsSeveralTests: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'User Results', 'marisol.v');
    const dialog = await canvas.findByRole('dialog', { name: 'Tests of marisol.v' });
    const choices = within(dialog).getAllByRole('radio');
    await expect(choices).toHaveLength(2);
    await expect(choices[0]).toHaveAccessibleName(/First try/);
    await userEvent.click(within(dialog).getByRole('radio', { name: /After the retreat/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await navigatedTo(canvas, '/enneagram/test-results/marisol.v');
    await expect(readTestResult()).toEqual(marisolSecondTest);
  },
};

export const UserResultsChoiceCancelled: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'User Results', 'marisol.v');
    const dialog = await canvas.findByRole('dialog', { name: 'Tests of marisol.v' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
    await expect(readTestResult()).toBeNull();
  },
};

export const UserResultsNoTests: Story = {
  play: async ({ canvas }) => {
    await choose(canvas, 'User Results', 'harriet88');
    const alert = await canvas.findByRole('alertdialog', { name: 'No tests available yet.' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const UserResultsExactUser: Story = {
  beforeEach() {
    // "tobias" is a phrase inside "tobias_k": only the chosen user's own tests count.
    resetEnneagramMocks({ userIds: ['tobias', 'tobias_k'], tests: [tobiasTest, marisolFirstTest] });
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'User Results', 'tobias');
    await expect(await canvas.findByRole('alertdialog', { name: 'No tests available yet.' })).toBeVisible();
  },
};

export const UserListFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramUsers, 500));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User Results' }));
    await expect(
      await canvas.findByRole('menuitem', { name: 'The user list could not be loaded' }),
    ).toBeVisible();
  },
};
