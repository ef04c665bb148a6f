export { LeitnerPage, type LeitnerAudience, type LeitnerPageProps } from './LeitnerPage';
