import type { DeepWorkBlock, DeepWorkTask } from '@portfolio/contracts';

// What the page says about the week it shows (decision 043): its name relative to today's week,
// and the blocks recorded in it, with the task each ran on.

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** "This week", "Last week", "Next week", "3 weeks ago", "In 2 weeks": `start` against today's Monday. */
export function weekName(start: string, thisWeek: string): string {
  const offset = Math.round(
    (Date.parse(`${start}T00:00:00Z`) - Date.parse(`${thisWeek}T00:00:00Z`)) / weekMs,
  );
  if (offset === 0) return 'This week';
  if (offset === -1) return 'Last week';
  if (offset === 1) return 'Next week';
  return offset < 0 ? `${-offset} weeks ago` : `In ${offset} weeks`;
}

/** "08:40": when a block began, on the page's own clock. */
export function blockTimeText(startedAt: string): string {
  return new Date(startedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

export interface BlockLogRow {
  id: string;
  day: string;
  time: string;
  /** Left out when the task is in none of the weeks the page holds (removed, or moved away). */
  taskTitle?: string;
  seconds: number;
  startedAt: string;
}

/** The blocks in the order they ran, each with the title of its task where the page knows it. */
export function blockLog(
  blocks: readonly DeepWorkBlock[],
  tasks: readonly Pick<DeepWorkTask, 'id' | 'title'>[],
): BlockLogRow[] {
  const titles = new Map(tasks.map((task) => [task.id, task.title]));
  return [...blocks]
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .map((block) => {
      const taskTitle = titles.get(block.taskId);
      return {
        id: block.id,
        day: block.day,
        time: blockTimeText(block.startedAt),
        ...(taskTitle === undefined ? {} : { taskTitle }),
        seconds: block.seconds,
        startedAt: block.startedAt,
      };
    });
}
