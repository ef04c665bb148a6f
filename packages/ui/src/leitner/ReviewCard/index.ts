export {
  ReviewCard,
  ReviewSummary,
  type ReviewCardAnswer,
  type ReviewCardProps,
  type ReviewSummaryProps,
  type ReviewWord,
} from './ReviewCard';
