export {
  type MarkCardText,
  type ReferenceCardContent,
  type ReferenceCardField,
  ReferenceResultCard,
  type ReferenceResultCardProps,
} from './ReferenceResultCard';
