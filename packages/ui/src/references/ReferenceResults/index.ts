export {
  type RecordBlockView,
  ReferenceResults,
  type ReferenceResultsProps,
  type ReferenceResultsStatus,
} from './ReferenceResults';
