import {
  createDeepWorkTask,
  deleteDeepWorkTask,
  type DeepWorkWeek,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  recordDeepWorkBlock,
  updateDeepWorkTask,
} from '@portfolio/contracts';
import { deepWorkDemoWeekFixture, deepWorkWeekFixture } from '../fixtures/deep-work';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock Deep Work: one stored week (answered for whatever Monday is asked) that remembers
// changes for as long as the page or test file lives; owner calls answer 401 without the owner.

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

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');
const noTask = (field: string, id: string) =>
  apiErrorResponse(404, `${field}: no task has the id "${id}"`, field);
const minutes = (seconds: number) => (seconds < 60 ? 'under 1 min' : `${Math.floor(seconds / 60)} min`);

export const deepWorkHandlers = [
  mockContract(getDeepWorkDemoWeek, ({ query }) => ({ ...deepWorkDemoWeekFixture, start: query.start })),
  mockContract(getDeepWorkWeek, ({ query }) =>
    isOwnerSignedIn() ? { ...week, start: query.start } : notOwner(),
  ),
  mockContract(createDeepWorkTask, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const task = { id: `mock-task-${nextId++}`, ...body };
    week.tasks.push(task);
    return { msg: `Planned "${task.title}" for ${task.day}`, task };
  }),
  mockContract(updateDeepWorkTask, ({ params, body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const task = week.tasks.find((entry) => entry.id === params.id);
    if (!task) return noTask('id', params.id);
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
    const block = { id: `mock-block-${nextId++}`, ...body };
    week.blocks.push(block);
    return { msg: `Recorded ${minutes(block.seconds)} of deep work on "${task.title}"`, block };
  }),
];
