import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { LineIcon } from '../../base/LineIcon';

export type PedalLearnStep = 'idle' | 'forward' | 'back';

export interface PedalLearnControlProps {
  step: PedalLearnStep;
  /** What turns forward now, in words. */
  forwardLabel: string;
  /** What turns back now, in words. */
  backLabel: string;
  /** True when a learned mapping replaces the standard pedals. */
  learned: boolean;
  /** False when the browser refused to keep the mapping. */
  saved?: boolean;
  /** Learning needs a working MIDI connection. */
  available: boolean;
  onStart: () => void;
  onCancel: () => void;
  onReset: () => void;
}

const Panel = styled.details`
  position: relative;
  font-size: 0.9375rem;

  summary {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary svg {
    transition: transform 120ms ease;
  }

  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

// Floats over the page when open, so opening the settings never pushes the music down.
const Body = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: min(420px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lifted};

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Prompt = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff4d6;
  color: #6b4500;
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * "Learn pedal": the person presses the pedal that should turn forward, then the one that should
 * turn back; the page keeps that choice in the browser until it is reset.
 */
export function PedalLearnControl({
  step,
  forwardLabel,
  backLabel,
  learned,
  saved = true,
  available,
  onStart,
  onCancel,
  onReset,
}: PedalLearnControlProps) {
  const [open, setOpen] = useState(false);
  const learning = step !== 'idle';

  return (
    <Panel open={open || learning} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Pedal settings
        <LineIcon size={14} strokeWidth={2.4}>
          <path d="m5 7.5 5 5 5-5" />
        </LineIcon>
      </summary>
      <Body>
        <dl>
          <dt>Forward</dt>
          <dd>{forwardLabel}</dd>
          <dt>Back</dt>
          <dd>{backLabel}</dd>
        </dl>
        {learned && (
          <Muted>
            {saved
              ? 'Learned pedals, kept in this browser.'
              : 'Learned pedals, for this visit only: the browser would not keep them.'}
          </Muted>
        )}
        {learning ? (
          <>
            <Prompt role="status" aria-live="polite">
              {step === 'forward'
                ? 'Press the pedal that should turn forward…'
                : 'Now press the pedal that should turn back…'}
            </Prompt>
            <Row>
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            </Row>
          </>
        ) : (
          <>
            {!available && <Muted>Learning a pedal needs a MIDI connection.</Muted>}
            <Row>
              <Button onClick={onStart} disabled={!available}>
                Learn pedal
              </Button>
              {learned && (
                <Button variant="secondary" onClick={onReset}>
                  Reset to standard pedals
                </Button>
              )}
            </Row>
          </>
        )}
      </Body>
    </Panel>
  );
}
