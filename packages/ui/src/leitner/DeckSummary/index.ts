export {
  DeckSummary,
  shortDay,
  type BoxCount,
  type DeckSummaryProps,
  type ForecastCount,
} from './DeckSummary';
