import { getEnneagramReference, type TestResult } from '@portfolio/contracts';
import {
  enneagramReference,
  marisolFirstTest,
  mismatchedEnneagramTest,
  mockContract,
  mockContractError,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scoreByType } from '../scoring';
import { storageKeys, storeTestResult } from '../storage';
import { ResultsRoute } from './ResultsRoute';

/** Puts a result in session storage as the User Results menu does, and takes it away afterwards. */
function openResult(test: TestResult | null) {
  return () => {
    if (test) storeTestResult(test);
    return () => sessionStorage.removeItem(storageKeys.testResults);
  };
}

const expectedScores = scoreByType(
  marisolFirstTest.answers,
  enneagramReference.answerKey,
  enneagramReference.types,
);

const meta = {
  title: 'Features/Enneagram/ResultsRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ResultsRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/enneagram/test-results/marisol.v', route: '/enneagram/test-results/:userid' },
  },
  beforeEach: openResult(marisolFirstTest),
} satisfies Meta<typeof ResultsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredResult: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'marisol.v (First try)' }),
    ).toBeVisible();
    await expect(canvas.getByText('2024/03/02')).toBeVisible();
    const bars = canvas.getAllByRole('button', { name: /^Type \d/ });
    await expect(bars).toHaveLength(9);
    // Each bar is named with its score as scoring computes it from the saved answers.
    await expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(
      expectedScores.map((score) => `Type ${score.number} ${score.name}: ${score.count}`),
    );
    // Neither answers are not counted: the bars add up to fewer than 144.
    const total = expectedScores.reduce((sum, score) => sum + score.count, 0);
    const neither = marisolFirstTest.answers.filter((answer) => answer.selection === 'neither').length;
    await expect(total).toBe(144 - neither);
    await expect(neither).toBeGreaterThan(0);
  },
};

export const BarOpensTypeAnswers: Story = {
  play: async ({ canvas }) => {
    const helper = expectedScores[1]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Type 2 Helper: ${helper.count}` }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /typeHelper/helper',
    );
  },
};

export const ShowData: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Data' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Test Data' });
    const shown = JSON.parse(
      within(dialog).getByLabelText('The saved test as JSON').textContent ?? '',
    ) as TestResult;
    await expect(shown).toEqual(marisolFirstTest);
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const ProgrammingError: Story = {
  name: 'Stored answers do not match the questions',
  parameters: {
    router: { path: '/enneagram/test-results/tobias_k', route: '/enneagram/test-results/:userid' },
  },
  beforeEach: openResult(mismatchedEnneagramTest),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Programming Error');
    await expect(canvas.getByRole('heading', { level: 1, name: 'tobias_k (Broken copy)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Type \d/ })).toBeNull();
  },
};

export const NothingStored: Story = {
  beforeEach: () => {
    sessionStorage.removeItem(storageKeys.testResults);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test Results' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No test result is open.');
  },
};

export const ResultOfAnotherUser: Story = {
  parameters: {
    router: { path: '/enneagram/test-results/tobias_k', route: '/enneagram/test-results/:userid' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The open test result belongs to marisol.v, not to tobias_k.',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      // An answer that never comes keeps the page in its loading state.
      mockContract(getEnneagramReference, () => new Promise<typeof enneagramReference>(() => undefined)),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Scoring the test…');
  },
};

export const ReferenceFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramReference, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /apiEnneagramFile/reference: 503 Service Unavailable',
    );
  },
};
