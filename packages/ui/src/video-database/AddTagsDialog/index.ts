export * from './AddTagsDialog';
