import { getEnneagramTests } from '@portfolio/contracts';
import {
  enneagramDemoTests,
  marisolFirstTest,
  marisolSecondTest,
  mockContractError,
  resetEnneagramMocks,
  tobiasTest,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { readComparison, storageKeys } from '../storage';
import { ComparatorRoute } from './ComparatorRoute';

const meta = {
  title: 'Features/Enneagram/ComparatorRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComparatorRoute,
  parameters: { layout: 'fullscreen', router: { path: '/enneagram/comparator' } },
  beforeEach: () => {
    resetEnneagramMocks();
    return () => sessionStorage.removeItem(storageKeys.comparison);
  },
} satisfies Meta<typeof ComparatorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestsGroupedByUser: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comparison Tool' })).toBeVisible();
    // The heading and intro come first; the tests fill the list once they arrive.
    const users = await canvas.findAllByRole('group');
    await expect(users.map((user) => user.querySelector('legend')?.textContent)).toEqual([
      'marisol.v',
      'tobias_k',
    ]);
    await expect(within(users[0]!).getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(enneagramDemoTests.length);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const SubmitTwoOpensChart: Story = {
  play: async ({ canvas }) => {
    const marisol = await canvas.findByRole('group', { name: 'marisol.v' });
    await userEvent.click(within(marisol).getByRole('checkbox', { name: /First try/ }));
    await userEvent.click(within(marisol).getByRole('checkbox', { name: /After the retreat/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/comparator-chart',
    );
    // The chosen tests, whole, are what the chart reads.
    await expect(readComparison()).toEqual([marisolFirstTest, marisolSecondTest]);
  },
};

export const FiveChosenCannotSubmit: Story = {
  name: 'More than four chosen: Submit disabled',
  beforeEach: () => {
    resetEnneagramMocks({
      tests: [
        marisolFirstTest,
        marisolSecondTest,
        tobiasTest,
        { ...tobiasTest, title: 'Monday morning', date: '2024/05/20' },
        { ...marisolFirstTest, title: 'On holiday', date: '2024/07/30' },
      ],
    });
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'tobias_k' });
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(5);
    for (const box of boxes.slice(0, 4)) await userEvent.click(box);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.click(boxes[4]!);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('a comparison takes at most 4');
    await expect(sessionStorage.getItem(storageKeys.comparison)).toBeNull();
  },
};

export const NoTestsSaved: Story = {
  beforeEach: () => {
    resetEnneagramMocks({ tests: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No tests have been saved yet/)).toBeVisible();
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramTests, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /apiEnneagram/alltests: 503 Service Unavailable',
    );
  },
};
