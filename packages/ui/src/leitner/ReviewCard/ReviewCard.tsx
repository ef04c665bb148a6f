import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { StatusText } from '../../base/StatusText';
import { plural } from '../../base/text';

export interface ReviewWord {
  term: string;
  meaning: string;
  example: string;
  notes: string;
  box: number;
}

export type ReviewCardAnswer = 'knew' | 'missed';

export interface ReviewCardProps {
  word: ReviewWord;
  /** 1-based place of the word in this review. */
  position: number;
  total: number;
  /** Whether the meaning shows. */
  revealed: boolean;
  onReveal: () => void;
  onAnswer: (answer: ReviewCardAnswer) => void;
  /** Ends the review early; answered words keep their new boxes. */
  onStop: () => void;
  /** The answer is being saved: the answer buttons wait, and a status line says so. */
  saving?: boolean;
  /**
   * The last answer could not be saved: the card stays, the server's message shows in red, and
   * "Try again" sends the same answer once more.
   */
  failure?: { message: string; answer: ReviewCardAnswer };
}

const answerLabels: Record<ReviewCardAnswer, string> = { knew: 'Knew it', missed: 'Missed it' };

const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
`;

const Term = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
  font-weight: 700;
  text-align: center;
  overflow-wrap: anywhere;
`;

const Back = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Meaning = styled.p`
  font-size: 1.25rem;
  font-weight: 600;
`;

const Example = styled.p`
  font-style: italic;
`;

const Notes = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The save's status line, centred under the answer buttons it speaks of. */
const SaveStatus = styled.div`
  display: flex;
  justify-content: center;
`;

const Outcome = styled.p`
  margin: 0;
`;

const Stop = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One word of a review: the term, then on request its meaning, then "knew it" or "missed it". */
export function ReviewCard({
  word,
  position,
  total,
  revealed,
  onReveal,
  onAnswer,
  onStop,
  saving = false,
  failure,
}: ReviewCardProps) {
  const actions = useRef<HTMLDivElement>(null);
  // The button pressed shows that it saves and keeps the focus; the others wait, disabled.
  const [pressed, setPressed] = useState<'retry' | ReviewCardAnswer>();
  const answer = (key: 'retry' | ReviewCardAnswer, value: ReviewCardAnswer) => {
    setPressed(key);
    onAnswer(value);
  };
  const waiting = (key: 'retry' | ReviewCardAnswer) => ({
    busy: saving && pressed === key,
    disabled: saving && pressed !== key,
  });
  // The keyboard stays on the next thing to press: reveal, then the answer, then the next reveal
  // (or, after a failed save, Try again).
  useEffect(() => {
    actions.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [revealed, position, failure]);

  return (
    <Surface aria-labelledby="leitner-review">
      <SurfaceHeading id="leitner-review">Review</SurfaceHeading>
      <Progress>
        Word {position} of {total} · box {word.box}
      </Progress>
      <Term>{word.term}</Term>
      {revealed ? (
        <>
          <Back aria-label="Meaning" role="group">
            <Meaning>{word.meaning}</Meaning>
            {word.example && <Example>{word.example}</Example>}
            {word.notes && <Notes>{word.notes}</Notes>}
          </Back>
          <Actions ref={actions}>
            {failure && (
              <Button {...waiting('retry')} onClick={() => answer('retry', failure.answer)}>
                Try again
              </Button>
            )}
            <Button
              variant={failure ? 'secondary' : 'primary'}
              {...waiting('knew')}
              onClick={() => answer('knew', 'knew')}
            >
              Knew it
            </Button>
            <Button variant="secondary" {...waiting('missed')} onClick={() => answer('missed', 'missed')}>
              Missed it
            </Button>
          </Actions>
          {(saving || failure) && (
            <SaveStatus>
              {saving ? (
                <StatusText tone="info">Saving your answer…</StatusText>
              ) : (
                failure && (
                  <StatusText tone="error">
                    Your answer “{answerLabels[failure.answer]}” was not saved: {failure.message}
                  </StatusText>
                )
              )}
            </SaveStatus>
          )}
        </>
      ) : (
        <Actions ref={actions}>
          <Button onClick={onReveal}>Show meaning</Button>
        </Actions>
      )}
      <Stop>
        <Button variant="secondary" onClick={onStop}>
          End review
        </Button>
      </Stop>
    </Surface>
  );
}

export interface ReviewSummaryProps {
  knew: number;
  missed: number;
  onClose: () => void;
}

/** The end of a review: how it went. */
export function ReviewSummary({ knew, missed, onClose }: ReviewSummaryProps) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus({ preventScroll: true }), []);
  return (
    <Surface aria-labelledby="leitner-review-done">
      <SurfaceHeading id="leitner-review-done">Review finished</SurfaceHeading>
      <Outcome role="status">
        You knew {plural(knew, 'word')} and missed {missed}. Missed words are back in box 1.
      </Outcome>
      <Actions ref={actions}>
        <Button onClick={onClose}>Done</Button>
      </Actions>
    </Surface>
  );
}
