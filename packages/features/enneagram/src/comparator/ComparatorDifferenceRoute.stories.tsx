import type { TestResult } from '@portfolio/contracts';
import { enneagramReference, marisolFirstTest, marisolSecondTest, tobiasTest } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { compareTypeAnswers } from '../scoring';
import { storageKeys, storeComparison } from '../storage';
import { ComparatorDifferenceRoute } from './ComparatorDifferenceRoute';

function compare(tests: TestResult[]) {
  return () => {
    storeComparison(tests);
    return () => sessionStorage.removeItem(storageKeys.comparison);
  };
}

const helper = enneagramReference.types.find((type) => type.type === 'helper')!;
const expected = compareTypeAnswers(
  marisolFirstTest.answers,
  marisolSecondTest.answers,
  enneagramReference.answerKey,
  helper.letter,
);

const meta = {
  title: 'Features/Enneagram/ComparatorDifferenceRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComparatorDifferenceRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/enneagram/comparator-difference', state: { type: 'helper' } },
  },
  beforeEach: compare([marisolFirstTest, marisolSecondTest]),
} satisfies Meta<typeof ComparatorDifferenceRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelperAcrossTwoTests: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Type 2 Helper: common and different answers' }),
    ).toBeVisible();
    const count = (name: string) =>
      within(canvas.getByRole('list', { name })).getAllByRole('listitem').length;
    await expect(count('Chosen in both tests')).toBe(expected.common.length);
    await expect(count('Only in marisol.v (First try)')).toBe(expected.onlyFirst.length);
    await expect(count('Only in marisol.v (After the retreat)')).toBe(expected.onlySecond.length);
    // The demo tests lean to Helper both times: they share statements and differ in others.
    await expect(expected.common.length).toBeGreaterThan(0);
    await expect(expected.onlyFirst.length + expected.onlySecond.length).toBeGreaterThan(0);
    const firstShared = expected.common[0]!;
    await expect(
      within(canvas.getByRole('list', { name: 'Chosen in both tests' })).getByText(firstShared.statement),
    ).toBeVisible();
  },
};

export const BackToChart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to the comparison chart' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/comparator-chart',
    );
  },
};

export const NotTwoTests: Story = {
  beforeEach: compare([marisolFirstTest, marisolSecondTest, tobiasTest]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Can only compare exactly 2 charts');
    await expect(canvas.getByRole('link', { name: 'Open the Comparison Tool' })).toHaveAttribute(
      'href',
      '/enneagram/comparator',
    );
  },
};

export const NoTypeChosen: Story = {
  // Parameters merge deeply: the meta's state is replaced, not left out.
  parameters: { router: { path: '/enneagram/comparator-difference', state: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No type was chosen to compare.');
  },
};

export const UnknownType: Story = {
  parameters: { router: { path: '/enneagram/comparator-difference', state: { type: 'wizard' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no type called "wizard".');
  },
};
