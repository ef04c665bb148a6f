import type { DeepWorkWeek } from '@portfolio/contracts';

/**
 * The demo week as it would stand on the visitor's `today` (decision 115): the days still to
 * come hold planned tasks and no blocks, so a visitor on a Monday does not read Thursday's work as
 * done. Days up to today are shown as the demo file wrote them. Days compare as calendar days
 * (YYYY-MM-DD) in the visitor's own zone, the way the page places the week.
 */
export function demoWeekAsOf(week: DeepWorkWeek, today: string): DeepWorkWeek {
  const comesLater = (day: string) => day > today;
  return {
    ...week,
    tasks: week.tasks.map((task) => (comesLater(task.day) ? { ...task, status: 'planned' } : task)),
    blocks: week.blocks.filter((block) => !comesLater(block.day)),
  };
}
