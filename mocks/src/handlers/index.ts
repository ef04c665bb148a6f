import { ownerHandlers } from './owner';
import { siteHandlers } from './site';

export { ownerHandlers, resetOwnerSession } from './owner';
export { siteHandlers } from './site';

/** Every area's happy path: what `npm run dev:mock` runs the whole site on. */
export const handlers = [...siteHandlers, ...ownerHandlers];
