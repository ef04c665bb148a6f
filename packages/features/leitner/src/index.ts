// The Leitner box's route module, mounted lazily by apps/site at /leitner/vocab.
export { LeitnerRoute } from './vocab/LeitnerRoute';
