import {
  type Contract,
  createDeepWorkTask,
  createLeitnerWord,
  deleteDeepWorkBlock,
  deleteDeepWorkTask,
  deleteLeitnerWord,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  getLeitnerDeck,
  importLeitnerWords,
  recordDeepWorkBlock,
  synchronizeLeitnerWords,
  updateDeepWorkTask,
  updateLeitnerIntervals,
  updateLeitnerWord,
} from '@portfolio/contracts';
import { resetOwnerSession } from './handlers';

// Sample requests for the contracts test's "every call answers in its contract's shape" check:
// the Leitner box and Deep Work calls, each as the signed-in owner makes it.

const asOwner = () => resetOwnerSession({ signedIn: true });
const week = { start: '2026-03-09' };
const task = { title: 'A sample task', notes: '', estimate: 2, status: 'planned', day: '2026-03-10' };

export const leitnerAndDeepWorkSamples: [
  Contract,
  { params?: Record<string, string>; body?: unknown; query?: Record<string, string>; before?: () => void },
][] = [
  [getLeitnerDeck, { before: asOwner }],
  [
    createLeitnerWord,
    {
      body: { term: 'el eco', meaning: 'echo', example: '', notes: '', dueOn: '2026-03-10' },
      before: asOwner,
    },
  ],
  [
    updateLeitnerWord,
    {
      params: { id: 'w-02' },
      body: { term: 'la llave', meaning: 'key', example: '', notes: '' },
      before: asOwner,
    },
  ],
  [deleteLeitnerWord, { params: { id: 'w-08' }, before: asOwner }],
  [
    importLeitnerWords,
    {
      body: { today: '2026-03-10', rows: [{ term: 'el río', meaning: 'river', example: '', notes: '' }] },
      before: asOwner,
    },
  ],
  [updateLeitnerIntervals, { body: { intervals: [1, 2, 4, 8, 16] }, before: asOwner }],
  [
    synchronizeLeitnerWords,
    { body: { locations: [{ id: 'w-01', box: 2, dueOn: '2026-03-12' }] }, before: asOwner },
  ],
  [getDeepWorkDemoWeek, { query: week }],
  [getDeepWorkWeek, { query: week, before: asOwner }],
  [createDeepWorkTask, { body: task, before: asOwner }],
  // A name of its own: the create above took 'A sample task' for that day, and a day holds each
  // task name once (decision 102).
  [
    updateDeepWorkTask,
    { params: { id: 'task-3' }, body: { ...task, title: 'A renamed sample task' }, before: asOwner },
  ],
  [deleteDeepWorkTask, { params: { id: 'task-4' }, before: asOwner }],
  [deleteDeepWorkBlock, { params: { id: 'block-5' }, before: asOwner }],
  [
    recordDeepWorkBlock,
    {
      body: { taskId: 'task-2', day: '2026-03-10', startedAt: '2026-03-10T09:00:00.000Z', seconds: 1500 },
      before: asOwner,
    },
  ],
];
