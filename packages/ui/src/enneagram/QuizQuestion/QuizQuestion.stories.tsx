import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type QuizChoice, QuizQuestion, type QuizSelection } from './QuizQuestion';

const meta = {
  title: 'UI/Enneagram/QuizQuestion',
  component: QuizQuestion,
  parameters: { layout: 'fullscreen' },
  args: {
    question: {
      id: 12,
      a1: 'I finish what I start, even when nobody would notice if I stopped.',
      a2: 'I drop a plan gladly when something livelier comes along.',
    },
    selection: '',
    answered: 11,
    total: 144,
    hasPrevious: true,
    hasNext: true,
    onSelect: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof QuizQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const red = 'rgb(179, 38, 30)';
const green = 'rgb(17, 99, 41)';

export const Unanswered: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Question 12' })).toBeVisible();
    const counter = canvas.getByText('11/144');
    await expect(getComputedStyle(counter).color).toBe(red);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Neither answer is appropriate' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'SAVE' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Answer all questions before saving');
    await userEvent.click(canvas.getByRole('radio', { name: args.question.a2 }));
    await expect(args.onSelect).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'PREVIOUS' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const Answered: Story = {
  args: { selection: 'neither', answered: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Neither answer is appropriate' })).toBeChecked();
  },
};

export const FirstQuestion: Story = {
  args: { question: { id: 1, a1: 'I keep my promises.', a2: 'I keep my options open.' }, hasPrevious: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeEnabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

export const LastQuestionAllAnswered: Story = {
  args: {
    question: { id: 144, a1: 'I like a quiet evening.', a2: 'I like a full house.' },
    selection: '1',
    answered: 144,
    hasNext: false,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText('144/144')).color).toBe(green);
    await expect(canvas.queryByText('Answer all questions before saving')).toBeNull();
    const save = canvas.getByRole('button', { name: 'SAVE' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const KeyboardShortcuts: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('1');
    await expect(args.onSelect).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('2');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('3');
    await expect(args.onSelect).toHaveBeenLastCalledWith('neither');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    // With a modifier the keys belong to the browser.
    await userEvent.keyboard('{Control>}1{/Control}');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

export const ShortcutsOffUnderADialog: Story = {
  args: { shortcutsEnabled: false },
  play: async ({ args }) => {
    await userEvent.keyboard('1{ArrowRight}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** Arrow keys inside the options: Up and Down change the answer, Left and Right change the question. */
export const ArrowsInsideTheOptions: Story = {
  render: function Render(args) {
    const [selection, setSelection] = useState<QuizSelection>('1');
    return (
      <QuizQuestion
        {...args}
        selection={selection}
        onSelect={(choice: QuizChoice) => {
          setSelection(choice);
          args.onSelect(choice);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('radio', { name: args.question.a1 });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: args.question.a2 })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: args.question.a2 })).toBeChecked();
  },
};

export const SaveFailed: Story = {
  args: { answered: 144, status: { tone: 'error', text: 'Sign in to save a test' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign in to save a test');
  },
};

export const Saving: Story = {
  args: { answered: 144, saving: true, status: { tone: 'info', text: 'Saving…' } },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: 'SAVE' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(save).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
