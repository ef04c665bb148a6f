// The results pages: enneagram/test-results/:userid and /typeHelper/:type.
export { ResultsRoute } from './ResultsRoute';
export { TypeHelperRoute } from './TypeHelperRoute';
