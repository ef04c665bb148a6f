import { getEnneagramQuestions } from '@portfolio/contracts';
import { enneagramReference, mockContractError } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnswerBinsRoute } from './AnswerBinsRoute';

const meta = {
  title: 'Features/Enneagram/AnswerBinsRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: AnswerBinsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/enneagram/answer-bins' } },
} satisfies Meta<typeof AnswerBinsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatementByType: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Under the Hood' })).toBeVisible();
    for (const section of enneagramReference.pages.answerBins) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    // Nine bins of 32 statements: the whole test, sorted by type.
    await expect(canvas.getAllByText(/^Type \d .* \(32 statements\)$/)).toHaveLength(9);
    await userEvent.click(canvas.getByText('Type 7 Enthusiast (32 statements)'));
    const list = canvas.getByRole('list', { name: 'Statements of type 7 Enthusiast' });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(32);
  },
};

export const QuestionsFail: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramQuestions, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /apiEnneagramFile/load/current: 503 Service Unavailable',
    );
  },
};
