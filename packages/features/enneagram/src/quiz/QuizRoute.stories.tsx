import { getEnneagramQuestions } from '@portfolio/contracts';
import {
  enneagramMockTests,
  enneagramQuestions,
  enneagramTestInProgress,
  marisolFirstTest,
  mockContractError,
  resetEnneagramMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatTestDate } from '../scoring';
import { readProgress } from '../storage';
import { resetEnneagramBrowserState } from '../storage/reset-for-stories';
import { QuizRoute } from './QuizRoute';

const meta = {
  title: 'Features/Enneagram/QuizRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: QuizRoute,
  parameters: {
    router: { path: '/enneagram/quiz/resume', route: '/enneagram/quiz/:mode' },
    layout: 'fullscreen',
  },
  beforeEach() {
    resetEnneagramMocks({ signedInAs: 'marisol.v' });
    resetEnneagramBrowserState({ userName: 'marisol.v' });
  },
} satisfies Meta<typeof QuizRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const red = 'rgb(179, 38, 30)';
const green = 'rgb(17, 99, 41)';
const finished = marisolFirstTest.answers;
const firstQuestion = enneagramQuestions[0]!;

export const NewTest: Story = {
  parameters: { router: { path: '/enneagram/quiz/new', route: '/enneagram/quiz/:mode' } },
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    // The old progress is replaced by a blank test of the 144 questions.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
    const counter = canvas.getByText('0/144');
    await expect(getComputedStyle(counter).color).toBe(red);
    const stored = readProgress();
    await expect(stored).toHaveLength(144);
    await expect(stored?.every((answer) => answer.selection === '')).toBe(true);
    await expect(canvas.getByRole('radio', { name: firstQuestion.a1 })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: firstQuestion.a2 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Neither answer is appropriate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await expect(canvas.getByText('Answer all questions before saving')).toBeVisible();
  },
};

export const QuestionsFail: Story = {
  parameters: { router: { path: '/enneagram/quiz/new', route: '/enneagram/quiz/:mode' } },
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramQuestions, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /error');
  },
};

export const ResumeAnswersAreStoredAtOnce: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    // 40 of 144 are answered: the test opens on the first open question.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Question 41' })).toBeVisible();
    await expect(canvas.getByText('40/144')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Neither answer is appropriate' }));
    await expect(canvas.getByText('41/144')).toBeVisible();
    await expect(readProgress()?.[40]?.selection).toBe('neither');

    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Question 42' })).toBeVisible();
    await userEvent.keyboard('2');
    await expect(readProgress()?.[41]?.selection).toBe('2');
    await expect(canvas.getByText('42/144')).toBeVisible();

    // Back with the arrow: the earlier answer is still chosen.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Question 41' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Neither answer is appropriate' })).toBeChecked();
    // Changing an answer does not count it twice.
    await userEvent.keyboard('1');
    await expect(canvas.getByText('42/144')).toBeVisible();
    await expect(readProgress()?.[40]?.selection).toBe('1');
  },
};

export const KeyboardThroughTheWholeTest: Story = {
  parameters: { router: { path: '/enneagram/quiz/new', route: '/enneagram/quiz/:mode' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Question 1' });
    for (let question = 1; question <= 144; question += 1) {
      await userEvent.keyboard(question % 3 === 0 ? '3' : question % 2 === 0 ? '2' : '1');
      if (question < 144) await userEvent.keyboard('{ArrowRight}');
    }
    await expect(canvas.getByRole('heading', { level: 1, name: 'Question 144' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('144/144')).color).toBe(green);
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    await expect(canvas.queryByText('Answer all questions before saving')).toBeNull();
    await expect(readProgress()?.filter((answer) => answer.selection === 'neither')).toHaveLength(48);
  },
};

export const SaveWithTitle: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: finished });
  },
  play: async ({ canvas }) => {
    // Everything is answered: the test opens on the last question.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Question 144' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Enter Your Test Title' });
    await userEvent.type(within(dialog).getByLabelText('Test title'), 'Winter check{Enter}');
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/enneagram-home',
    );
    const saved = enneagramMockTests().find((test) => test.title === 'Winter check');
    await expect(saved).toMatchObject({ userid: 'marisol.v', date: formatTestDate(new Date()) });
    await expect(saved?.answers).toEqual(finished);
    await expect(readProgress()).toBeNull();
  },
};

export const SaveCancelled: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: finished });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SAVE' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Enter Your Test Title' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(enneagramMockTests()).toHaveLength(3);
    await expect(readProgress()).toEqual(finished);
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const SaveLoggedOff: Story = {
  beforeEach() {
    resetEnneagramMocks();
    resetEnneagramBrowserState({ progress: finished });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SAVE' }));
    const alert = await canvas.findByRole('alertdialog', { name: 'Please log in to save' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByRole('dialog', { name: 'Enter Your Test Title' })).toBeNull();
    await expect(readProgress()).toEqual(finished);
  },
};

export const SaveWithoutServerSession: Story = {
  beforeEach() {
    // The name is stored on this device, but the server has no session for it any more.
    resetEnneagramMocks();
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: finished });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SAVE' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Enter Your Test Title' });
    await userEvent.type(within(dialog).getByLabelText('Test title'), 'Lost session{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your login has ended on the server: log in again to save.',
    );
    await expect(readProgress()).toEqual(finished);
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  },
};

/** marisol.v already has a test called "First try": the comparator could not tell the two apart. */
export const SaveUnderATitleInUse: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: finished });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SAVE' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Enter Your Test Title' });
    await userEvent.type(within(dialog).getByLabelText('Test title'), `${marisolFirstTest.title}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already have a saved test with this title. Choose another title.',
    );
    await expect(enneagramMockTests()).toHaveLength(3);
    await expect(readProgress()).toEqual(finished);
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const NoTestToResume: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alertdialog', { name: 'No test to resume' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/enneagram-home',
    );
  },
};

export const UnknownMode: Story = {
  parameters: { router: { path: '/enneagram/quiz/later', route: '/enneagram/quiz/:mode' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const StoredAnswersSurviveAReload: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v', progress: enneagramTestInProgress });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: enneagramQuestions[40]!.a1 }));
    // What a reload would read back:
    await waitFor(() => expect(readProgress()?.[40]?.selection).toBe('1'));
    await expect(readProgress()?.slice(0, 40)).toEqual(enneagramTestInProgress.slice(0, 40));
  },
};
