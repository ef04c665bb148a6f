import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import {
  createDeepWorkTask,
  deleteDeepWorkBlock,
  deleteDeepWorkTask,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  recordDeepWorkBlock,
  updateDeepWorkTask,
} from '@portfolio/contracts';
import { keepPreviousData } from '@tanstack/react-query';

/**
 * GET /api-deep-work/week: the owner's week from Monday `start`. With `keepPrevious` the last
 * week answered stays until the next is in, so stepping through weeks does not blank the page.
 */
export function useDeepWorkWeek(start: string, enabled: boolean, keepPrevious = false) {
  return useApiQuery(
    getDeepWorkWeek,
    { query: { start } },
    { enabled, ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) },
  );
}

/** GET /api-deep-work/demo-week: the visitor's read-only demo, placed on the same week. */
export function useDeepWorkDemoWeek(start: string, enabled: boolean) {
  return useApiQuery(getDeepWorkDemoWeek, { query: { start } }, { enabled, staleTime: Infinity });
}

export function useCreateTask() {
  return useApiMutation(createDeepWorkTask, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

/** A quick change from a task's buttons (status, day): a failure also alerts, as a PUT update does. */
export function useUpdateTask() {
  return useApiMutation(updateDeepWorkTask, { kind: 'put-update', invalidates: [getDeepWorkWeek] });
}

/** The task form's save: its answer, or why it was refused, shows in the form. */
export function useEditTask() {
  return useApiMutation(updateDeepWorkTask, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

export function useDeleteTask() {
  return useApiMutation(deleteDeepWorkTask, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

export function useRecordBlock() {
  return useApiMutation(recordDeepWorkBlock, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

export function useDeleteBlock() {
  return useApiMutation(deleteDeepWorkBlock, { kind: 'post', invalidates: [getDeepWorkWeek] });
}
