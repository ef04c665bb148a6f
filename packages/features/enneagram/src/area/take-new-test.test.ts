import { describe, expect, it } from 'vitest';
import { decideTakeNewTest } from './take-new-test';

describe('decideTakeNewTest', () => {
  it('sends a logged-off user to login, whatever is stored', () => {
    expect(decideTakeNewTest({ loggedIn: false, hasProgress: false })).toBe('login');
    expect(decideTakeNewTest({ loggedIn: false, hasProgress: true })).toBe('login');
  });

  it('starts a new quiz when nothing is in progress', () => {
    expect(decideTakeNewTest({ loggedIn: true, hasProgress: false })).toBe('new-quiz');
  });

  it('asks before throwing away a test in progress', () => {
    expect(decideTakeNewTest({ loggedIn: true, hasProgress: true })).toBe('confirm-restart');
  });
});
