import { enneagramReference, marisolFirstTest } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answersOfType } from '../scoring';
import { storageKeys, storeTestResult } from '../storage';
import { TypeHelperRoute } from './TypeHelperRoute';

const helper = enneagramReference.types.find((type) => type.type === 'helper')!;
const chosen = answersOfType(marisolFirstTest.answers, enneagramReference.answerKey, helper.letter);
const levelColours = { g: 'rgb(0, 128, 0)', s: 'rgb(255, 165, 0)', n: 'rgb(0, 255, 255)' };

const meta = {
  title: 'Features/Enneagram/TypeHelperRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: TypeHelperRoute,
  parameters: { layout: 'fullscreen', router: { path: '/typeHelper/helper', route: '/typeHelper/:type' } },
  beforeEach: () => {
    storeTestResult(marisolFirstTest);
    return () => sessionStorage.removeItem(storageKeys.testResults);
  },
} satisfies Meta<typeof TypeHelperRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenAnswers: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Answers for Type Helper' }),
    ).toBeVisible();
    await expect(document.title).toBe('Answers for Type Helper · Portfolio');
    await expect(canvas.getByText('Type 2, Helper')).toBeVisible();
    await expect(canvas.getByText(helper.title)).toBeVisible();
    await expect(canvas.getByText(helper.spectrum)).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Answers chosen for Helper' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(chosen.length);
    await expect(chosen.length).toBeGreaterThan(5);
    // Each chosen statement is shown with its level's colour.
    await expect(
      items.map((item) => item.textContent?.includes(chosen[items.indexOf(item)]!.statement)),
    ).not.toContain(false);
    await expect(items.map((item) => getComputedStyle(item).borderLeftColor)).toEqual(
      chosen.map((answer) => levelColours[answer.level]),
    );
  },
};

export const UnderTheHood: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Under the Hood' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /enneagram/answer-bins',
    );
  },
};

export const NoResultOpen: Story = {
  beforeEach: () => {
    sessionStorage.removeItem(storageKeys.testResults);
  },
  parameters: { router: { path: '/typeHelper/peacemaker', route: '/typeHelper/:type' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Answers for Type Peacemaker' }),
    ).toBeVisible();
    await expect(canvas.getByText('Type 9, Peacemaker')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No test result is open.');
  },
};

export const UnknownType: Story = {
  parameters: { router: { path: '/typeHelper/wizard', route: '/typeHelper/:type' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no type called "wizard".');
    await expect(canvas.queryByRole('link', { name: 'Under the Hood' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Read about the nine types' })).toHaveAttribute(
      'href',
      '/enneagram/help',
    );
  },
};
