import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { blocksText, durationText, statusText } from '../format';

export type TaskStatus = 'planned' | 'in-progress' | 'done';

/** The id of a task's "Start a block" button, where the page sends the focus after a block ends. */
export const startBlockButtonId = (taskId: string) => `deep-work-start-${taskId}`;

export interface DayPlanRow {
  id: string;
  title: string;
  notes: string;
  status: TaskStatus;
  plannedBlocks: number;
  doneBlocks: number;
  doneSeconds: number;
}

export interface DayPlanProps {
  /** e.g. "Today's plan". */
  heading: string;
  rows: readonly DayPlanRow[];
  /** The owner's buttons; a visitor sees the plan only. */
  editable: boolean;
  /** While a block runs, no other can start. */
  blockRunning?: boolean;
  onStartBlock?: (id: string) => void;
  onStatusChange?: (id: string, status: TaskStatus) => void;
  onRemove?: (id: string) => void;
  /** Opens the task in the form, to change its title, notes, estimate or day. */
  onEdit?: (id: string) => void;
  /** Moves an unfinished task to the next day. */
  onMoveToTomorrow?: (id: string) => void;
}

const Totals = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $status: TaskStatus }>`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ theme, $status }) =>
    $status === 'done'
      ? theme.colors.successSurface
      : $status === 'in-progress'
        ? theme.colors.infoSurface
        : theme.colors.surfaceMuted};
  color: ${({ theme, $status }) =>
    $status === 'done'
      ? theme.colors.success
      : $status === 'in-progress'
        ? theme.colors.accent
        : theme.colors.text};
`;

const Meter = styled.div`
  display: flex;
  gap: 3px;
`;

const Pip = styled.span<{ $done: boolean }>`
  width: 18px;
  height: 8px;
  border-radius: 2px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme, $done }) => ($done ? theme.colors.accent : 'transparent')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const nextStatus: Record<TaskStatus, { status: TaskStatus; label: string }> = {
  planned: { status: 'done', label: 'Mark done' },
  'in-progress': { status: 'done', label: 'Mark done' },
  done: { status: 'in-progress', label: 'Reopen' },
};

/** A day's tasks against what was done: blocks planned, blocks run, time focused. */
export function DayPlan({
  heading,
  rows,
  editable,
  blockRunning = false,
  onStartBlock,
  onStatusChange,
  onRemove,
  onEdit,
  onMoveToTomorrow,
}: DayPlanProps) {
  const planned = rows.reduce((sum, row) => sum + row.plannedBlocks, 0);
  const doneBlocks = rows.reduce((sum, row) => sum + row.doneBlocks, 0);
  const doneSeconds = rows.reduce((sum, row) => sum + row.doneSeconds, 0);
  return (
    <Surface aria-labelledby="deep-work-plan">
      <SurfaceHeading id="deep-work-plan">{heading}</SurfaceHeading>
      {rows.length === 0 ? (
        <Quiet>No tasks planned for today.</Quiet>
      ) : (
        <>
          <Totals data-testid="day-totals">
            Planned {blocksText(planned)} ({durationText(planned * 30 * 60)}) · done {blocksText(doneBlocks)}{' '}
            ({durationText(doneSeconds)})
          </Totals>
          <List>
            {rows.map((row) => {
              const change = nextStatus[row.status];
              return (
                <Item key={row.id} aria-labelledby={`task-${row.id}`}>
                  <Title id={`task-${row.id}`}>{row.title}</Title>
                  <Meta>
                    <Badge $status={row.status}>{statusText[row.status]}</Badge>
                    {blocksText(row.doneBlocks)} of {row.plannedBlocks} done · {durationText(row.doneSeconds)}{' '}
                    focused
                  </Meta>
                  <Meter aria-hidden="true">
                    {Array.from({ length: Math.max(row.plannedBlocks, row.doneBlocks) }, (_, index) => (
                      <Pip key={index} $done={index < row.doneBlocks} />
                    ))}
                  </Meter>
                  {row.notes && <Meta>{row.notes}</Meta>}
                  {editable && (
                    <Actions>
                      {row.status !== 'done' && (
                        <Button
                          id={startBlockButtonId(row.id)}
                          disabled={blockRunning}
                          aria-label={`Start a block on ${row.title}`}
                          onClick={() => onStartBlock?.(row.id)}
                        >
                          Start a block
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        aria-label={`${change.label}: ${row.title}`}
                        onClick={() => onStatusChange?.(row.id, change.status)}
                      >
                        {change.label}
                      </Button>
                      {row.status !== 'done' && onMoveToTomorrow && (
                        <Button
                          variant="secondary"
                          aria-label={`Move to tomorrow: ${row.title}`}
                          onClick={() => onMoveToTomorrow(row.id)}
                        >
                          Move to tomorrow
                        </Button>
                      )}
                      {onEdit && (
                        <Button
                          variant="secondary"
                          aria-label={`Edit ${row.title}`}
                          onClick={() => onEdit(row.id)}
                        >
                          Edit
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        aria-label={`Remove ${row.title}`}
                        onClick={() => onRemove?.(row.id)}
                      >
                        Remove
                      </Button>
                    </Actions>
                  )}
                </Item>
              );
            })}
          </List>
        </>
      )}
    </Surface>
  );
}
