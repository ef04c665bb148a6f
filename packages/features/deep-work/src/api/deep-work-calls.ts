import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import {
  createDeepWorkTask,
  deleteDeepWorkTask,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  recordDeepWorkBlock,
  updateDeepWorkTask,
} from '@portfolio/contracts';

/** GET /api-deep-work/week: the owner's week from Monday `start`. */
export function useDeepWorkWeek(start: string, enabled: boolean) {
  return useApiQuery(getDeepWorkWeek, { query: { start } }, { enabled });
}

/** GET /api-deep-work/demo-week: the visitor's read-only demo, placed on the same week. */
export function useDeepWorkDemoWeek(start: string, enabled: boolean) {
  return useApiQuery(getDeepWorkDemoWeek, { query: { start } }, { enabled, staleTime: Infinity });
}

export function useCreateTask() {
  return useApiMutation(createDeepWorkTask, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

export function useUpdateTask() {
  return useApiMutation(updateDeepWorkTask, { kind: 'put-update', invalidates: [getDeepWorkWeek] });
}

export function useDeleteTask() {
  return useApiMutation(deleteDeepWorkTask, { kind: 'post', invalidates: [getDeepWorkWeek] });
}

export function useRecordBlock() {
  return useApiMutation(recordDeepWorkBlock, { kind: 'post', invalidates: [getDeepWorkWeek] });
}
