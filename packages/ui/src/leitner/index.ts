// The Leitner box's presentational components. Each lives in its own folder with its stories.
export * from './DeckSummary';
export * from './ReviewCard';
export * from './IntervalsForm';
export * from './WordForm';
export * from './WordList';
export * from './DeckFiles';
export * from './LeitnerPage';
