export {
  CompositionCard,
  describeComposition,
  type CompositionCardItem,
  type CompositionCardProps,
} from './CompositionCard';
