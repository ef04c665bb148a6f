import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { DayHeading, DayItemText, DayList, Days } from '../day-groups';
import { dayText, durationText } from '../format';

export interface BlockLogEntry {
  id: string;
  /** `YYYY-MM-DD`. */
  day: string;
  /** When it began, as the page's clock reads it: "08:40". */
  time: string;
  /** The task it ran on; left out when the task was removed or moved to a week the page does not hold. */
  taskTitle?: string;
  seconds: number;
}

export interface BlockLogProps {
  blocks: readonly BlockLogEntry[];
  /** The owner's Remove buttons; a visitor sees the list only. */
  editable?: boolean;
  /** Asks to remove a block recorded by mistake (the page confirms first). */
  onRemove?: (id: string) => void;
  /** The last removal's answer. */
  status?: { text: string; tone: StatusTone };
}

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The focus blocks the tally counts, day by day, so one recorded by mistake can be taken out. */
export function BlockLog({ blocks, editable = false, onRemove, status }: BlockLogProps) {
  const days = [...new Set(blocks.map((block) => block.day))].sort();
  return (
    <Surface aria-labelledby="deep-work-blocks">
      <SurfaceHeading id="deep-work-blocks">Blocks recorded</SurfaceHeading>
      {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      {days.length === 0 ? (
        <Quiet>No focus blocks recorded on these days.</Quiet>
      ) : (
        <Days>
          {days.map((day) => (
            <section key={day} aria-label={`Blocks on ${dayText(day)}`}>
              <DayHeading>{dayText(day)}</DayHeading>
              <DayList>
                {blocks
                  .filter((block) => block.day === day)
                  .map((block) => (
                    <Item key={block.id}>
                      <DayItemText>
                        <Time>{block.time}</Time> · {block.taskTitle ?? <span>a moved or removed task</span>}{' '}
                        <span>· {durationText(block.seconds)}</span>
                      </DayItemText>
                      {editable && (
                        <Button
                          variant="secondary"
                          aria-label={`Remove the block of ${dayText(day)} at ${block.time}`}
                          onClick={() => onRemove?.(block.id)}
                        >
                          Remove
                        </Button>
                      )}
                    </Item>
                  ))}
              </DayList>
            </section>
          ))}
        </Days>
      )}
    </Surface>
  );
}
