import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarkedText, type MarkText } from './MarkedText';

// Marks every word that starts with "repet", as the feature does for the stemmed search words.
const markRepetition: MarkText = (text) =>
  text.split(/(\s+)/).map((part) => ({ text: part, marked: /^repet/i.test(part) }));

const meta = {
  title: 'UI/References/MarkedText',
  component: MarkedText,
  args: { text: 'Spaced repetition beats massed repetitions for long-term retention.' },
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMatchedWords: Story = {
  args: { markText: markRepetition },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['repetition', 'repetitions']);
    await expect(canvasElement).toHaveTextContent(
      'Spaced repetition beats massed repetitions for long-term retention.',
    );
  },
};

export const WithoutSearch: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
    await expect(canvasElement).toHaveTextContent('Spaced repetition beats massed repetitions');
  },
};
