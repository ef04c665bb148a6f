import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { sampleStatements } from '../storyFixtures/results';
import { ComparatorDifference } from './ComparatorDifference';

const navigation = mockLinkNavigation();
const [a, b, c, d] = sampleStatements;

const meta = {
  title: 'UI/Enneagram/ComparatorDifference',
  component: ComparatorDifference,
  parameters: { layout: 'fullscreen' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
  args: {
    typeNumber: 1,
    typeName: 'Reformer',
    firstLabel: 'marisol.v (First try)',
    secondLabel: 'marisol.v (After the retreat)',
    common: [a!, c!],
    onlyFirst: [b!],
    onlySecond: [d!],
    chartHref: '/enneagram/comparator-chart',
  },
} satisfies Meta<typeof ComparatorDifference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Type 1 Reformer: common and different answers' }),
    ).toBeVisible();
    const common = canvas.getByRole('list', { name: 'Chosen in both tests' });
    await expect(within(common).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Only in marisol.v (First try) (1)' })).toBeVisible();
    const onlySecond = canvas.getByRole('list', { name: 'Only in marisol.v (After the retreat)' });
    await expect(onlySecond).toHaveTextContent('give the reasons behind each step');
  },
};

export const NothingShared: Story = {
  args: { common: [], onlyFirst: [a!, b!], onlySecond: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The two tests share no statement of this type.')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Only in marisol.v (After the retreat) (0)' }),
    ).toBeVisible();
  },
};

export const BackToChart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the comparison chart' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/enneagram/comparator-chart');
  },
};
