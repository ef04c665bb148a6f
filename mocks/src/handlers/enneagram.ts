import type { HttpHandler } from 'msw';

/** The enneagram area's happy-path handlers. */
export const enneagramHandlers: HttpHandler[] = [];
