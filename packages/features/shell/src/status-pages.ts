// The error and not-found pages load on demand: a visitor rarely needs them, so they stay out of
// the first chunk that every visit downloads.
export { ErrorRoute } from './error/ErrorRoute';
export { NotFoundRoute } from './not-found/NotFoundRoute';
