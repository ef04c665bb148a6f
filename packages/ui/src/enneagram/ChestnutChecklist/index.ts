export { ChestnutChecklist, type ChecklistGroupView, type ChestnutChecklistProps } from './ChestnutChecklist';
