import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { clockText } from '../format';

export type FocusTimerState = 'idle' | 'running' | 'paused';

/**
 * Where the page sends the focus around a block (decision 111): the timer's box, its Finish
 * button (after Start), and its status line (after Finish, when no task is left to start).
 */
export const focusTimerIds = {
  region: 'deep-work-focus-timer',
  finish: 'deep-work-finish-block',
  status: 'deep-work-timer-status',
} as const;

export interface FocusTimerProps {
  state: FocusTimerState;
  /** The task the block runs on. */
  taskTitle?: string;
  elapsedSeconds: number;
  /** The length of one block. */
  blockSeconds: number;
  onPause: () => void;
  onResume: () => void;
  onFinish: () => void;
  /** The last recorded block's answer, or why it was not recorded. */
  status?: { text: string; tone: StatusTone };
}

const Clock = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(2.5rem, 2rem + 3vw, 3.5rem);
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Task = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number }>`
  height: 100%;
  width: ${({ $share }) => Math.round($share * 1000) / 10}%;
  background: ${({ theme }) => theme.colors.accent};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The running deep-work block: its task, the time so far out of the block, pause, resume, finish. */
export function FocusTimer({
  state,
  taskTitle,
  elapsedSeconds,
  blockSeconds,
  onPause,
  onResume,
  onFinish,
  status,
}: FocusTimerProps) {
  return (
    <Surface id={focusTimerIds.region} aria-labelledby="deep-work-timer">
      <SurfaceHeading id="deep-work-timer">Focus timer</SurfaceHeading>
      {state === 'idle' ? (
        <Quiet>No block is running. Start one from a task in today’s plan.</Quiet>
      ) : (
        <>
          <Task>{taskTitle}</Task>
          <Clock role="timer" aria-label={`${clockText(elapsedSeconds)} of ${clockText(blockSeconds)}`}>
            {clockText(elapsedSeconds)}
          </Clock>
          <Quiet>
            {state === 'paused' ? 'Paused' : 'Focusing'} · {clockText(blockSeconds - elapsedSeconds)} left in
            this block
          </Quiet>
          <Track aria-hidden="true">
            <Fill $share={Math.min(1, elapsedSeconds / blockSeconds)} />
          </Track>
          <Actions>
            {state === 'running' ? (
              <Button variant="secondary" onClick={onPause}>
                Pause
              </Button>
            ) : (
              <Button variant="secondary" onClick={onResume}>
                Resume
              </Button>
            )}
            <Button id={focusTimerIds.finish} onClick={onFinish}>
              Finish block
            </Button>
          </Actions>
        </>
      )}
      {status && (
        <StatusText id={focusTimerIds.status} tabIndex={-1} tone={status.tone}>
          {status.text}
        </StatusText>
      )}
    </Surface>
  );
}
