import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';

/** An answer's choice: nothing yet, statement 1, statement 2, or neither. */
export type QuizSelection = '' | '1' | '2' | 'neither';
export type QuizChoice = Exclude<QuizSelection, ''>;

export interface QuizQuestionProps {
  question: { id: string | number; a1: string; a2: string };
  selection: QuizSelection;
  /** How many questions have an answer, and how many there are (144). */
  answered: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onSelect: (choice: QuizChoice) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  /** The save is on its way: SAVE waits. */
  saving?: boolean;
  /** A line about the save (e.g. why it failed). */
  status?: { tone: StatusTone; text: string };
  /** Off while a dialog is open over the quiz, so its keys stay its own. */
  shortcutsEnabled?: boolean;
}

export const neitherText = 'Neither answer is appropriate';
export const answerAllText = 'Answer all questions before saving';

const Counter = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.0625rem;
`;

const Count = styled.strong<{ $complete: boolean }>`
  color: ${({ theme, $complete }) => ($complete ? theme.colors.success : theme.colors.danger)};
`;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: 1.0625rem;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15em 0 0;
  }
`;

const Key = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 1.6rem;
  height: 1.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.mutedText};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Keyboard shortcuts: told where a mouse or trackpad suggests a keyboard, not on a touch screen. */
const Shortcuts = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};

  @media (hover: none) {
    display: none;
  }
`;

/** Keys typed into a text field belong to that field. */
function isTextEntry(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return true;
  }
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

const keyChoices: Record<string, QuizChoice> = { '1': '1', '2': '2', '3': 'neither' };

/**
 * enneagram/quiz/{mode}: one question at a time. Keys 1, 2 and 3 choose; Left and Right move to the
 * previous and next question (inside the options, Up and Down still move between them).
 */
export function QuizQuestion({
  question,
  selection,
  answered,
  total,
  hasPrevious,
  hasNext,
  onSelect,
  onPrevious,
  onNext,
  onSave,
  saving = false,
  status,
  shortcutsEnabled = true,
}: QuizQuestionProps) {
  const name = useId();
  const hintId = useId();
  const complete = answered >= total;
  const latest = useRef({ onSelect, onPrevious, onNext, hasPrevious, hasNext });
  // Updated before the browser can deliver the next key press.
  useLayoutEffect(() => {
    latest.current = { onSelect, onPrevious, onNext, hasPrevious, hasNext };
  });

  useEffect(() => {
    if (!shortcutsEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target) || document.querySelector('dialog[open]')) return;
      const current = latest.current;
      const choice = keyChoices[event.key];
      if (choice) {
        event.preventDefault();
        current.onSelect(choice);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        if (current.hasPrevious) current.onPrevious();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        if (current.hasNext) current.onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutsEnabled]);

  const options: Array<{ choice: QuizChoice; key: string; text: string }> = [
    { choice: '1', key: '1', text: question.a1 },
    { choice: '2', key: '2', text: question.a2 },
    { choice: 'neither', key: '3', text: neitherText },
  ];

  return (
    <PageFrame heading={`Question ${question.id}`} width="narrow">
      <Counter>
        Answered: <Count $complete={complete}>{`${answered}/${total}`}</Count>
      </Counter>
      <Choices>
        <legend>Which statement describes you better?</legend>
        {options.map((option) => (
          <Choice key={option.choice}>
            <input
              type="radio"
              name={name}
              value={option.choice}
              checked={selection === option.choice}
              onChange={() => onSelect(option.choice)}
            />
            <Key aria-hidden="true">{option.key}</Key>
            <span>{option.text}</span>
          </Choice>
        ))}
      </Choices>
      <Row>
        <Button variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
          PREVIOUS
        </Button>
        <Button variant="secondary" disabled={!hasNext} onClick={onNext}>
          NEXT
        </Button>
      </Row>
      <Row>
        <Button
          disabled={!complete}
          busy={saving}
          onClick={onSave}
          aria-describedby={complete ? undefined : hintId}
        >
          SAVE
        </Button>
        {!complete && <Hint id={hintId}>{answerAllText}</Hint>}
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </Row>
      <Shortcuts>
        Keyboard: 1, 2 or 3 chooses an answer; the left and right arrows move between questions.
      </Shortcuts>
    </PageFrame>
  );
}
