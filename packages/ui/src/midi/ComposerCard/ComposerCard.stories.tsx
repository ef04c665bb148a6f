import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { storyFlags } from '../storyFixtures/sheetImages';
import { ComposerCard } from './ComposerCard';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/ComposerCard',
  component: ComposerCard,
  args: {
    name: 'Johann Sebastian Bach',
    flagSrc: storyFlags.de,
    flagAlt: 'Flag of Germany',
    lifespan: '1685–1750',
    href: '/midi/composers/piano/bach',
  },
  decorators: [
    navigation.decorator,
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: navigation.reset,
} satisfies Meta<typeof ComposerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composer: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: /Johann Sebastian Bach/ });
    await expect(card).toHaveTextContent('1685–1750');
    await expect(canvas.getByRole('img', { name: 'Flag of Germany' })).toBeVisible();
    await userEvent.click(card);
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/composers/piano/bach');
    card.blur();
  },
};

export const Collection: Story = {
  args: {
    name: 'Hymn Book',
    lifespan: '',
    flagSrc: storyFlags.fr,
    flagAlt: 'Flag of France',
    href: '/midi/composers/violin/lds-hymns',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Hymn Book/ })).toHaveTextContent('Collection');
  },
};

export const LongName: Story = {
  args: {
    name: 'Wolfgang Amadeus Mozart und Leopold Mozart, Notenbuch',
    lifespan: '1756–1791',
    flagSrc: storyFlags.at,
    flagAlt: 'Flag of Austria',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(/Notenbuch/);
  },
};
