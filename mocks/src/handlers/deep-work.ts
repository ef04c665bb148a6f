import {
  addCalendarDays,
  createDeepWorkTask,
  deleteDeepWorkBlock,
  deleteDeepWorkTask,
  type DeepWorkWeek,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  maxDeepWorkBlocksPerDay,
  maxDeepWorkTasksPerDay,
  recordDeepWorkBlock,
  updateDeepWorkTask,
} from '@portfolio/contracts';
import { deepWorkDemoWeekFixture, deepWorkWeekFixture } from '../fixtures/deep-work';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock Deep Work: the owner's tasks and blocks of any days (the fixture's week to begin with),
// answered seven days at a time like the server, remembering changes for as long as the page or
// test file lives; owner calls answer 401 without the owner. The visitor's demo week is placed on
// whatever week is asked for.

let week: DeepWorkWeek = structuredClone(deepWorkWeekFixture);
let nextId = 1;

export function resetDeepWorkMocks(state: Partial<DeepWorkWeek> = {}): void {
  week = structuredClone({ ...deepWorkWeekFixture, ...state });
  nextId = 1;
}

/** The mock owner's week as it is now. */
export function deepWorkMockWeek(): DeepWorkWeek {
  return structuredClone(week);
}

/** As the server: one day plans a name once, in any case (decision 102). */
const sameName = (title: string) => title.trim().toLocaleLowerCase('en');
const twinOf = (day: string, title: string, ownId?: string) =>
  week.tasks.find(
    (entry) => entry.day === day && entry.id !== ownId && sameName(entry.title) === sameName(title),
  );
const titleTaken = (twin: { title: string; day: string }) =>
  apiErrorResponse(409, `title: "${twin.title}" is already planned for ${twin.day}`, 'title');

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');
const noTask = (field: string, id: string) =>
  apiErrorResponse(404, `${field}: no task has the id "${id}"`, field);
const minutes = (seconds: number) => (seconds < 60 ? 'under 1 min' : `${Math.floor(seconds / 60)} min`);
const fullDay = (day: string, what: 'tasks' | 'blocks') =>
  apiErrorResponse(
    409,
    what === 'tasks'
      ? `day: ${day} already has ${maxDeepWorkTasksPerDay} tasks, the most one day holds`
      : `day: ${day} already has ${maxDeepWorkBlocksPerDay} blocks, the most one day records`,
    'day',
  );
const inWeek = (start: string) => {
  const end = addCalendarDays(start, 6);
  return (entry: { day: string }) => entry.day >= start && entry.day <= end;
};
/** Days from the fixture's Monday to `start`, to place the demo week on another week. */
const shiftDays = (day: string, from: string, to: string) =>
  addCalendarDays(day, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));

export const deepWorkHandlers = [
  mockContract(getDeepWorkDemoWeek, ({ query }) => {
    const place = (day: string) => shiftDays(day, deepWorkDemoWeekFixture.start, query.start);
    return {
      start: query.start,
      tasks: deepWorkDemoWeekFixture.tasks.map((task) => ({ ...task, day: place(task.day) })),
      blocks: deepWorkDemoWeekFixture.blocks.map((block) => ({
        ...block,
        day: place(block.day),
        startedAt: `${place(block.day)}${block.startedAt.slice(10)}`,
      })),
    };
  }),
  mockContract(getDeepWorkWeek, ({ query }) =>
    isOwnerSignedIn()
      ? {
          start: query.start,
          tasks: week.tasks.filter(inWeek(query.start)),
          blocks: week.blocks.filter(inWeek(query.start)),
        }
      : notOwner(),
  ),
  mockContract(createDeepWorkTask, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    if (week.tasks.filter((entry) => entry.day === body.day).length >= maxDeepWorkTasksPerDay) {
      return fullDay(body.day, 'tasks');
    }
    const twin = twinOf(body.day, body.title);
    if (twin) return titleTaken(twin);
    const task = { id: `mock-task-${nextId++}`, ...body };
    week.tasks.push(task);
    return { msg: `Planned "${task.title}" for ${task.day}`, task };
  }),
  mockContract(updateDeepWorkTask, ({ params, body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const task = week.tasks.find((entry) => entry.id === params.id);
    if (!task) return noTask('id', params.id);
    const onDay = week.tasks.filter((entry) => entry.day === body.day && entry.id !== task.id).length;
    if (task.day !== body.day && onDay >= maxDeepWorkTasksPerDay) return fullDay(body.day, 'tasks');
    const twin = twinOf(body.day, body.title, task.id);
    if (twin) return titleTaken(twin);
    Object.assign(task, body);
    return { msg: `Saved "${task.title}"`, task };
  }),
  mockContract(deleteDeepWorkTask, ({ params }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const task = week.tasks.find((entry) => entry.id === params.id);
    if (!task) return noTask('id', params.id);
    week.tasks = week.tasks.filter((entry) => entry.id !== params.id);
    return { msg: `Removed "${task.title}"` };
  }),
  mockContract(recordDeepWorkBlock, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const task = week.tasks.find((entry) => entry.id === body.taskId);
    if (!task) return noTask('taskId', body.taskId);
    if (week.blocks.filter((entry) => entry.day === body.day).length >= maxDeepWorkBlocksPerDay) {
      return fullDay(body.day, 'blocks');
    }
    const block = { id: `mock-block-${nextId++}`, ...body };
    week.blocks.push(block);
    return { msg: `Recorded ${minutes(block.seconds)} of deep work on "${task.title}"`, block };
  }),
  mockContract(deleteDeepWorkBlock, ({ params }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const block = week.blocks.find((entry) => entry.id === params.id);
    if (!block) return apiErrorResponse(404, `id: no block has the id "${params.id}"`, 'id');
    week.blocks = week.blocks.filter((entry) => entry.id !== params.id);
    const task = week.tasks.find((entry) => entry.id === block.taskId);
    const on = task ? ` on "${task.title}"` : '';
    return { msg: `Removed ${minutes(block.seconds)} of deep work${on} from ${block.day}` };
  }),
];
