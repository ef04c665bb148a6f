import { enneagramSessionCookie } from '@portfolio/contracts';
import { SessionStore } from '../sessions/session-store';

/** A test taker stays logged in for 30 days: the page keeps the name in local storage as long. */
export const enneagramSessionDays = 30;

/** The test takers' sessions, one row per login, naming the user. */
export const enneagramSessions = new SessionStore({
  table: 'enneagram_sessions',
  cookie: enneagramSessionCookie,
  lifetimeDays: enneagramSessionDays,
});
