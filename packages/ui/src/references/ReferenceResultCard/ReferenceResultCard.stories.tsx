import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import {
  attentionCard,
  engelbartCard,
  kuhnCard,
  markWords,
  scriptPayloadCard,
  sparseCard,
} from '../storyFixtures/cards';
import { ReferenceResultCard } from './ReferenceResultCard';

const meta = {
  title: 'UI/References/ReferenceResultCard',
  component: ReferenceResultCard,
  args: { card: kuhnCard },
} satisfies Meta<typeof ReferenceResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown beside a label of the card's detail list. */
function detail(card: HTMLElement, label: string): HTMLElement {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

export const EveryField: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /The Structure of Scientific Revolutions/ });
    const title = within(card).getByRole('link', {
      name: 'The Structure of Scientific Revolutions (opens in a new tab)',
    });
    await expect(title).toHaveAttribute('href', kuhnCard.refLink);
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(title).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(detail(card, 'Authors')).toHaveTextContent('Thomas S. Kuhn');
    await expect(detail(card, 'Publisher')).toHaveTextContent('University of Chicago Press');
    await expect(detail(card, 'Date')).toHaveTextContent('1962');
    await expect(detail(card, 'Written type')).toHaveTextContent('Book');
    await expect(detail(card, 'Media type')).toHaveTextContent('Print');
    await expect(detail(card, 'Social media type')).toHaveTextContent('None');
    await expect(
      within(detail(card, 'Tags'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(kuhnCard.tags);
    await expect(detail(card, 'Card creator')).toHaveTextContent('story.curator');
    await expect(within(detail(card, 'Link')).getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(detail(card, 'Card id')).toHaveTextContent('12');
    await expect(detail(card, 'UUID')).toHaveTextContent(kuhnCard.uuid);

    // The summary is rich text: its emphasis and list survive.
    await expect(within(card).getByText('normal science').tagName).toBe('EM');
    await expect(within(card).getByText('A crisis opens').tagName).toBe('LI');
  },
};

export const ManyAuthorsAndAVideo: Story = {
  args: { card: attentionCard },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ReferenceResultCard {...args} />
      <ReferenceResultCard card={engelbartCard} />
    </div>
  ),
  play: async ({ canvas }) => {
    const paper = canvas.getByRole('article', { name: /Attention Is All You Need/ });
    await expect(detail(paper, 'Authors')).toHaveTextContent(
      'Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit',
    );
    const video = canvas.getByRole('article', { name: /Augmenting Human Intellect/ });
    await expect(detail(video, 'Social media type')).toHaveTextContent('YouTube');
    await expect(detail(video, 'Media type')).toHaveTextContent('Video');
  },
};

export const EmptyFieldsSaySo: Story = {
  args: { card: sparseCard },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Notes on a lecture about memory' });
    // Without an address the title is no link.
    await expect(within(card).queryByRole('link')).toBeNull();
    for (const label of ['Authors', 'Publisher', 'Date', 'Media type', 'Social media type', 'Tags', 'Link']) {
      await expect(detail(card, label)).toHaveTextContent('not given');
    }
    await expect(detail(card, 'Written type')).toHaveTextContent('Notes');
    await expect(within(card).getByText('No summary.')).toBeVisible();
  },
};

export const MatchedWordsMarked: Story = {
  args: { markText: markWords(['science', 'revolutions']) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /Scientific Revolutions/ });
    const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    // Title, summary and tags are marked: 'Revolutions' in the title, 'science' twice in tags, and the summary's words.
    await expect(within(card).getByRole('heading').querySelector('mark')).toHaveTextContent('Revolutions');
    await expect(marks).toEqual(expect.arrayContaining(['Revolutions', 'science', 'revolutions']));
    const tagMarks = [...detail(card, 'Tags').querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(tagMarks).toEqual(['science', 'science']);
    // 'Scientific' is another word: it stays unmarked.
    await expect(marks).not.toContain('Scientific');
  },
};

export const ScriptPayloadInert: Story = {
  args: { card: scriptPayloadCard },
  beforeEach() {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Plain words stay.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img, script, iframe')).toHaveLength(0);
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|onerror|onmouseover/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.alert).not.toHaveBeenCalled();
  },
};
