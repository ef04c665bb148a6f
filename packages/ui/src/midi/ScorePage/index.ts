export { ScorePage, type ScorePageProps } from './ScorePage';
