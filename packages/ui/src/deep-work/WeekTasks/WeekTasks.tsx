import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import type { TaskStatus } from '../DayPlan';
import { DayHeading, DayItemText, DayList, Days } from '../day-groups';
import { blocksText, dayText, statusText } from '../format';

export interface WeekTask {
  id: string;
  title: string;
  day: string;
  estimate: number;
  status: TaskStatus;
}

export interface WeekTasksProps {
  /** "Other days this week", or the heading for another week's tasks. */
  heading?: string;
  /** What shows when there is no task. */
  emptyText?: string;
  /** The tasks to list by day (this week's without today's, which the day plan shows). */
  tasks: readonly WeekTask[];
  /** `YYYY-MM-DD`: an unfinished task of an earlier day can be moved to it. */
  today: string;
  /** The owner's buttons; a visitor sees the list only. */
  editable?: boolean;
  onStatusChange?: (id: string, status: TaskStatus) => void;
  onEdit?: (id: string) => void;
  onRemove?: (id: string) => void;
  /** Brings an unfinished task of an earlier day to today. */
  onMoveToToday?: (id: string) => void;
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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

/** A week's tasks day by day; the owner marks, edits, removes them, and brings unfinished ones forward. */
export function WeekTasks({
  heading = 'Other days this week',
  emptyText = 'Nothing planned on the other days of this week.',
  tasks,
  today,
  editable = false,
  onStatusChange,
  onEdit,
  onRemove,
  onMoveToToday,
}: WeekTasksProps) {
  const days = [...new Set(tasks.map((task) => task.day))].sort();
  return (
    <Surface aria-labelledby="deep-work-week-tasks">
      <SurfaceHeading id="deep-work-week-tasks">{heading}</SurfaceHeading>
      {days.length === 0 ? (
        <Quiet>{emptyText}</Quiet>
      ) : (
        <Days>
          {days.map((day) => (
            <section key={day} aria-label={dayText(day)}>
              <DayHeading>{dayText(day)}</DayHeading>
              <DayList>
                {tasks
                  .filter((task) => task.day === day)
                  .map((task) => {
                    const change = nextStatus[task.status];
                    const late = task.status !== 'done' && task.day < today;
                    return (
                      <Item key={task.id} aria-labelledby={`week-task-${task.id}`}>
                        <DayItemText id={`week-task-${task.id}`}>
                          {task.title}{' '}
                          <span>
                            · {blocksText(task.estimate)} · {statusText[task.status]}
                          </span>
                        </DayItemText>
                        {editable && (
                          <Actions>
                            {late && onMoveToToday && (
                              <Button
                                variant="secondary"
                                aria-label={`Move to today: ${task.title}`}
                                onClick={() => onMoveToToday(task.id)}
                              >
                                Move to today
                              </Button>
                            )}
                            <Button
                              variant="secondary"
                              aria-label={`${change.label}: ${task.title}`}
                              onClick={() => onStatusChange?.(task.id, change.status)}
                            >
                              {change.label}
                            </Button>
                            <Button
                              variant="secondary"
                              aria-label={`Edit ${task.title}`}
                              onClick={() => onEdit?.(task.id)}
                            >
                              Edit
                            </Button>
                            <Button
                              variant="secondary"
                              aria-label={`Remove ${task.title}`}
                              onClick={() => onRemove?.(task.id)}
                            >
                              Remove
                            </Button>
                          </Actions>
                        )}
                      </Item>
                    );
                  })}
              </DayList>
            </section>
          ))}
        </Days>
      )}
    </Surface>
  );
}
