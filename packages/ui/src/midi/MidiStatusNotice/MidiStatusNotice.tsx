import styled, { css } from 'styled-components';
import { LineIcon } from '../../base/LineIcon';
import { pluralWord } from '../../base/text';

/** Where the MIDI connection is. */
export type MidiConnectionState =
  | { state: 'connecting' }
  | { state: 'unsupported'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; inputs: string[] };

export interface MidiStatusNoticeProps {
  status: MidiConnectionState;
}

const Notice = styled.p<{ $tone: 'quiet' | 'ready' | 'warning' }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.875rem;
  line-height: 1.4;

  ${({ $tone, theme }) => {
    switch ($tone) {
      case 'ready':
        return css`
          background: ${theme.colors.successSurface};
          color: ${theme.colors.success};
        `;
      case 'warning':
        return css`
          background: #fff4d6;
          color: #6b4500;
          border: 1px solid #e5c46b;
        `;
      default:
        return css`
          background: ${theme.colors.infoSurface};
          color: ${theme.colors.accent};
        `;
    }
  }}

  strong {
    font-weight: 700;
  }

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

function PedalMark() {
  return (
    <LineIcon>
      <path d="M4 15.5h12M6 15.5 7.5 6.5a2 2 0 0 1 2-1.6h1a2 2 0 0 1 2 1.6L14 15.5" />
    </LineIcon>
  );
}

const KEYS_HINT = 'Turn pages with the buttons or the keys: PageDown, → or Space forward; PageUp or ← back.';

/** What the notice says of the connection, before the keys hint every state ends with. */
function stateText(status: MidiConnectionState) {
  switch (status.state) {
    case 'unsupported':
    case 'failed':
      return (
        <>
          <strong>{status.message}</strong>.
        </>
      );
    case 'ready':
      return status.inputs.length === 0 ? (
        <span>No MIDI pedal connected. Plug one in: it works at once.</span>
      ) : (
        <>
          <span>
            MIDI {pluralWord(status.inputs.length, 'pedal')} ready: {status.inputs.join(', ')}
          </span>
          .
        </>
      );
    default:
      return <span>Looking for MIDI pedals…</span>;
  }
}

const toneOf = (status: MidiConnectionState) =>
  status.state === 'unsupported' || status.state === 'failed'
    ? 'warning'
    : status.state === 'ready' && status.inputs.length > 0
      ? 'ready'
      : 'quiet';

/**
 * How the MIDI pedal stands. Never blocks the page: without MIDI the buttons and keys still turn.
 * Every state ends with the same keys hint, so the notice keeps about the same size when the
 * browser's answer replaces "Looking for MIDI pedals…" (nothing around it moves).
 */
export function MidiStatusNotice({ status }: MidiStatusNoticeProps) {
  return (
    <Notice role="status" $tone={toneOf(status)} data-midi-state={status.state}>
      <PedalMark />
      <span>
        {stateText(status)} {KEYS_HINT}
      </span>
    </Notice>
  );
}
