/** Where Take New Test leads (spec §4). */
export type TakeNewTestStep = 'login' | 'new-quiz' | 'confirm-restart';

/** Logged off: login. No stored progress: a new quiz. Progress: ask first ("Test in Progress Found"). */
export function decideTakeNewTest({
  loggedIn,
  hasProgress,
}: {
  loggedIn: boolean;
  hasProgress: boolean;
}): TakeNewTestStep {
  if (!loggedIn) return 'login';
  return hasProgress ? 'confirm-restart' : 'new-quiz';
}
