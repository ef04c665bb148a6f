import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { theme } from '../../theme';
import { sampleStatements } from '../storyFixtures/results';
import { TypeAnswersPage } from './TypeAnswersPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Enneagram/TypeAnswersPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: TypeAnswersPage,
  parameters: { layout: 'fullscreen' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
  args: {
    number: 1,
    name: 'Reformer',
    title: 'The careful improver',
    spectrum: 'From patient and fair-minded at best to rigid and resentful under strain.',
    answerBinsHref: '/enneagram/answer-bins',
    resultLabel: 'marisol.v (First try)',
    answers: sampleStatements,
  },
} satisfies Meta<typeof TypeAnswersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Answers for Type Reformer' })).toBeVisible();
    await expect(canvas.getByText('Type 1, Reformer')).toBeVisible();
    await expect(canvas.getByText('The careful improver')).toBeVisible();
    await expect(canvas.getByText(/patient and fair-minded/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Answers chosen for Reformer' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Each statement carries its level's colour (g green, s orange, n cyan) and its level's name.
    const colours = items.map((item) => getComputedStyle(item).borderLeftColor);
    await expect(colours).toEqual([
      'rgb(0, 128, 0)',
      'rgb(255, 165, 0)',
      'rgb(0, 255, 255)',
      'rgb(0, 128, 0)',
    ]);
    await expect(theme.answerLevelColors).toEqual({ g: 'green', s: 'orange', n: 'cyan' });
    await expect(within(items[1] as HTMLElement).getByText('stress')).toBeVisible();
  },
};

export const UnderTheHoodLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Under the Hood' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/enneagram/answer-bins');
  },
};

export const NoneOfThisType: Story = {
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None of the chosen statements belong to this type.')).toBeVisible();
    await expect(
      canvas.getByText(/0 statements of this type chosen in marisol.v \(First try\)/),
    ).toBeVisible();
  },
};

export const NoResultOpen: Story = {
  args: { resultLabel: undefined, answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No test result is open.');
    await expect(canvas.getByText('The careful improver')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
