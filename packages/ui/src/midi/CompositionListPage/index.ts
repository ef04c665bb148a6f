export {
  CompositionListPage,
  type CompositionListComposer,
  type CompositionListPageProps,
} from './CompositionListPage';
