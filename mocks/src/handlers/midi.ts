import type { HttpHandler } from 'msw';

/** The midi area's happy-path handlers. */
export const midiHandlers: HttpHandler[] = [];
