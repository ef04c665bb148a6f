import type { HttpHandler } from 'msw';

/** The references area's happy-path handlers. */
export const referencesHandlers: HttpHandler[] = [];
