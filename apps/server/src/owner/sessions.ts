import { SessionStore } from '../sessions/session-store';

export const ownerSessionCookie = 'owner_session';
export const ownerSessionDays = 7;

/** The owner's sessions: one person, so no user column. */
export const ownerSessions = new SessionStore({
  table: 'owner_sessions',
  cookie: ownerSessionCookie,
  lifetimeDays: ownerSessionDays,
});
