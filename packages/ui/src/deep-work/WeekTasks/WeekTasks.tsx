import styled from 'styled-components';
import { Surface, SurfaceHeading } from '../../base/Card';
import { blocksText, dayText, statusText } from '../format';

export interface WeekTask {
  id: string;
  title: string;
  day: string;
  estimate: number;
  status: 'planned' | 'in-progress' | 'done';
}

export interface WeekTasksProps {
  /** The week's tasks on days other than today. */
  tasks: readonly WeekTask[];
}

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const DayHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.9375rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};

  li {
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The rest of the week's plan, day by day. */
export function WeekTasks({ tasks }: WeekTasksProps) {
  const days = [...new Set(tasks.map((task) => task.day))].sort();
  return (
    <Surface aria-labelledby="deep-work-rest-of-week">
      <SurfaceHeading id="deep-work-rest-of-week">Other days this week</SurfaceHeading>
      {days.length === 0 ? (
        <Quiet>Nothing planned on the other days of this week.</Quiet>
      ) : (
        <Days>
          {days.map((day) => (
            <section key={day} aria-label={dayText(day)}>
              <DayHeading>{dayText(day)}</DayHeading>
              <List>
                {tasks
                  .filter((task) => task.day === day)
                  .map((task) => (
                    <li key={task.id}>
                      {task.title}{' '}
                      <span>
                        · {blocksText(task.estimate)} · {statusText[task.status]}
                      </span>
                    </li>
                  ))}
              </List>
            </section>
          ))}
        </Days>
      )}
    </Surface>
  );
}
