import { type DeepWorkBlock, deepWorkBlockMinutes, type DeepWorkTask } from '@portfolio/contracts';

// The arithmetic of Deep Work (decision 043): weeks start on Monday; a day's deep work is the sum
// of the blocks recorded on it; a task's plan is its estimate in 30-minute blocks.

export const blockSeconds = deepWorkBlockMinutes * 60;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function localDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
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
  const days = Array.from({ length: 7 }, (_, offset) => ({ day: addDays(start, offset), seconds: 0 }));
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
