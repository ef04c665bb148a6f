// Deep Work's route module, mounted lazily by apps/site at /deep-work/tasks-home.
export { DeepWorkRoute } from './tasks/DeepWorkRoute';
