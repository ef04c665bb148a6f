import type { TestResult } from '@portfolio/contracts';
import {
  enneagramReference,
  marisolFirstTest,
  marisolSecondTest,
  mismatchedEnneagramTest,
  tobiasTest,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scoreByType } from '../scoring';
import { storageKeys, storeComparison } from '../storage';
import { ComparatorChartRoute } from './ComparatorChartRoute';

function compare(tests: TestResult[] | null) {
  return () => {
    if (tests) storeComparison(tests);
    else sessionStorage.removeItem(storageKeys.comparison);
    return () => sessionStorage.removeItem(storageKeys.comparison);
  };
}

/** The refusal is an in-page dialog: OK closes it and the chart stays. */
async function expectRefusalDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog', { name: 'Can only compare exactly 2 charts' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
}

const score = (test: TestResult) =>
  scoreByType(test.answers, enneagramReference.answerKey, enneagramReference.types);

const meta = {
  title: 'Features/Enneagram/ComparatorChartRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComparatorChartRoute,
  parameters: { layout: 'fullscreen', router: { path: '/enneagram/comparator-chart' } },
  beforeEach: compare([marisolFirstTest, marisolSecondTest]),
} satisfies Meta<typeof ComparatorChartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTests: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comparison Chart' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tests compared' })).toHaveTextContent(
      'marisol.v (First try)marisol.v (After the retreat)',
    );
    const [first, second] = [score(marisolFirstTest), score(marisolSecondTest)];
    await expect(
      canvas.getByRole('button', {
        name: `Type 2 Helper: marisol.v (First try) ${first[1]!.count}, marisol.v (After the retreat) ${second[1]!.count}`,
      }),
    ).toBeVisible();
    const ticks = [...canvasElement.querySelectorAll('.visx-axis-tick')].map((tick) => tick.textContent);
    await expect(ticks).toEqual(['0', '5', '10', '15', '20', '25', '30', '35']);
    const colours = [...canvasElement.querySelectorAll('[data-type="helper"] rect[data-series]')].map((bar) =>
      bar.getAttribute('fill'),
    );
    await expect(colours).toEqual(['red', 'green']);
  },
};

export const TypeOpensDifference: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Type 7 Enthusiast/ }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/comparator-difference with {"type":"enthusiast"}',
    );
  },
};

export const ThreeTestsAlert: Story = {
  name: 'Three tests: "Can only compare exactly 2 charts"',
  beforeEach: compare([marisolFirstTest, marisolSecondTest, tobiasTest]),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      (await canvas.findByRole('list', { name: 'Tests compared' })).querySelectorAll('li'),
    ).toHaveLength(3);
    const colours = [...canvasElement.querySelectorAll('[data-type="reformer"] rect[data-series]')].map(
      (bar) => bar.getAttribute('fill'),
    );
    await expect(colours).toEqual(['red', 'green', 'navy']);
    await userEvent.click(canvas.getByRole('button', { name: /^Type 1 Reformer/ }));
    await expectRefusalDialog(canvasElement);
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const OneTestAlert: Story = {
  beforeEach: compare([tobiasTest]),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Type 5 Investigator/ }));
    await expectRefusalDialog(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Type 5 Investigator/ })).toBeVisible();
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const FourTests: Story = {
  beforeEach: compare([
    marisolFirstTest,
    marisolSecondTest,
    tobiasTest,
    { ...tobiasTest, title: 'Monday morning', date: '2024/05/20' },
  ]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Tests compared' });
    const colours = [...canvasElement.querySelectorAll('[data-type="reformer"] rect[data-series]')].map(
      (bar) => bar.getAttribute('fill'),
    );
    await expect(colours).toEqual(['red', 'green', 'navy', 'brown']);
  },
};

export const NothingChosen: Story = {
  beforeEach: compare(null),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No tests are chosen for comparison.');
    await userEvent.click(canvas.getByRole('link', { name: 'Choose tests in the Comparison Tool' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/comparator',
    );
  },
};

export const ProgrammingError: Story = {
  name: 'A chosen test does not match the questions',
  beforeEach: compare([marisolFirstTest, mismatchedEnneagramTest]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Programming Error');
  },
};
