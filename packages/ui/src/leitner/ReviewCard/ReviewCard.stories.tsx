import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewCard, type ReviewCardProps, ReviewSummary } from './ReviewCard';

const word = {
  term: 'la sobremesa',
  meaning: 'the talk at table after a meal',
  example: 'La sobremesa duró dos horas.',
  notes: 'No one-word English equivalent.',
  box: 3,
};

const meta = {
  title: 'UI/Leitner/ReviewCard',
  component: ReviewCard,
  args: { word, position: 2, total: 5, revealed: false, onReveal: fn(), onAnswer: fn(), onStop: fn() },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Word 2 of 5 · box 3')).toBeVisible();
    await expect(canvas.getByText('la sobremesa')).toBeVisible();
    await expect(canvas.queryByText(word.meaning)).toBeNull();
    const reveal = canvas.getByRole('button', { name: 'Show meaning' });
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

export const Revealed: Story = {
  args: { revealed: true },
  play: async ({ args, canvas }) => {
    const back = within(canvas.getByRole('group', { name: 'Meaning' }));
    await expect(back.getByText(word.meaning)).toBeVisible();
    await expect(back.getByText(word.example)).toBeVisible();
    await expect(back.getByText(word.notes)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Knew it' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Missed it' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('missed');
    await userEvent.click(canvas.getByRole('button', { name: 'End review' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { revealed: true, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your answer…');
    await expect(canvas.getByRole('button', { name: 'Knew it' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Missed it' })).toBeDisabled();
  },
};

/** Knew it pressed: it shows that it saves and keeps the focus; more presses send nothing more. */
export const PressedWhileSaving: Story = {
  args: { revealed: true },
  render: function SavingAfterPress(args) {
    const [saving, setSaving] = useState(false);
    return (
      <ReviewCard
        {...args}
        saving={saving}
        onAnswer={(value) => {
          args.onAnswer(value);
          setSaving(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const knew = canvas.getByRole('button', { name: 'Knew it' });
    await userEvent.click(knew);
    await expect(knew).toHaveAttribute('aria-busy', 'true');
    await expect(knew).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Missed it' })).toBeDisabled();
    await userEvent.click(knew);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith('knew');
  },
};

export const SaveFailed: Story = {
  args: {
    revealed: true,
    failure: {
      answer: 'knew',
      message: 'Http failure response for /api-update/words/synchronize: 503 Service Unavailable',
    },
  },
  play: async ({ args, canvas }) => {
    const line = canvas.getByRole('alert');
    await expect(line).toHaveTextContent(
      'Your answer “Knew it” was not saved: Http failure response for /api-update/words/synchronize: 503 Service Unavailable',
    );
    await expect(line).toHaveAttribute('data-tone', 'error');
    // The kept answer is one press away, and the keyboard is on it.
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith('knew');
    await userEvent.click(canvas.getByRole('button', { name: 'Missed it' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith('missed');
  },
};

export const LongText: Story = {
  args: {
    revealed: true,
    word: {
      term: 'el desayuno continental con zumo de naranja recién exprimido',
      meaning:
        'a continental breakfast with freshly squeezed orange juice, as hotels in the old town serve it',
      example:
        'Cada mañana, antes de salir a caminar por la ciudad, tomábamos el desayuno continental del hotel.',
      notes: '',
      box: 1,
    },
  },
  // A phone's width, where long text has the least room.
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Review' });
    const term = canvas.getByText('el desayuno continental con zumo de naranja recién exprimido');
    const back = within(canvas.getByRole('group', { name: 'Meaning' }));
    const meaning = back.getByText(/^a continental breakfast/);
    // Everything is there, wrapped onto several lines inside the card rather than cut or spilling out.
    await expect(back.getByText(/^Cada mañana/)).toBeVisible();
    await expect(term.getBoundingClientRect().height).toBeGreaterThan(
      2 * parseFloat(getComputedStyle(term).fontSize),
    );
    for (const part of [term, meaning]) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // No empty notes line.
    await expect(back.getAllByText(/./)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Knew it' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Missed it' })).toBeVisible();
  },
};

/** The card as a page drives it: reveal, answer, next word. */
function Session(props: Pick<ReviewCardProps, 'onAnswer'>) {
  const words = [
    word,
    { ...word, term: 'madrugar', meaning: 'to get up early', example: '', notes: '', box: 4 },
  ];
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const current = words[index];
  if (!current) return <ReviewSummary knew={1} missed={1} onClose={() => setIndex(0)} />;
  return (
    <ReviewCard
      word={current}
      position={index + 1}
      total={words.length}
      revealed={revealed}
      onReveal={() => setRevealed(true)}
      onAnswer={(answer) => {
        props.onAnswer(answer);
        setRevealed(false);
        setIndex(index + 1);
      }}
      onStop={() => setIndex(words.length)}
    />
  );
}

export const KeyboardSession: Story = {
  render: (args) => <Session onAnswer={args.onAnswer} />,
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('the talk at table after a meal')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('knew');
    await expect(canvas.getByText('Word 2 of 2 · box 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show meaning' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show meaning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Missed it' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith('missed');
    await expect(canvas.getByRole('status')).toHaveTextContent('You knew 1 word and missed 1.');
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

export const Playground: Story = {};
