import {
  addCalendarDays,
  type DeepWorkBlock,
  deepWorkBlockMinutes,
  type DeepWorkTask,
} from '@portfolio/contracts';

// The arithmetic of Deep Work (decision 043): weeks start on Monday; a day's deep work is the sum
// of the blocks recorded on it; a task's plan is its estimate in 30-minute blocks.

export const blockSeconds = deepWorkBlockMinutes * 60;

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

export interface DayTally {
  day: string;
  seconds: number;
}

/** Seconds of deep work on each of the seven days from `start`. */
export function weeklyTally(
  blocks: readonly Pick<DeepWorkBlock, 'day' | 'seconds'>[],
  start: string,
): DayTally[] {
  const days = Array.from({ length: 7 }, (_, offset) => ({
    day: addCalendarDays(start, offset),
    seconds: 0,
  }));
  for (const block of blocks) {
    const entry = days.find((candidate) => candidate.day === block.day);
    if (entry) entry.seconds += block.seconds;
  }
  return days;
}

export interface PlanRow {
  id: string;
  title: string;
  notes: string;
  status: DeepWorkTask['status'];
  plannedBlocks: number;
  doneBlocks: number;
  doneSeconds: number;
}

/** The tasks of `day` with the blocks run on each that day. */
export function dayPlan(
  tasks: readonly DeepWorkTask[],
  blocks: readonly DeepWorkBlock[],
  day: string,
): PlanRow[] {
  return tasks
    .filter((task) => task.day === day)
    .map((task) => {
      const done = blocks.filter((block) => block.taskId === task.id && block.day === day);
      return {
        id: task.id,
        title: task.title,
        notes: task.notes,
        status: task.status,
        plannedBlocks: task.estimate,
        doneBlocks: done.length,
        doneSeconds: done.reduce((sum, block) => sum + block.seconds, 0),
      };
    });
}
