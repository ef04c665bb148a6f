import type { ServerArea } from '../area';
import { ownerRoutes } from './routes';
import { ownerAndDemoContent } from './migrations/001-owner-and-demo-content';
import { ownerPasswordOrigin } from './migrations/005-owner-password-origin';
import type {} from './tables';

/** Owner sign-in. Its migration also creates the shared demo-content bookkeeping table (history). */
export const ownerArea: ServerArea = {
  name: 'owner',
  routes: ownerRoutes,
  migrations: {
    '001-owner-and-demo-content': ownerAndDemoContent,
    '005-owner-password-origin': ownerPasswordOrigin,
  },
};
