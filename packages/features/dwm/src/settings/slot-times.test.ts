import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './slot-times';

describe('slot times', () => {
  it('round-trips an instant through the datetime-local form', () => {
    for (const iso of ['2026-11-27T18:00:00.000Z', '2027-03-14T09:30:00.000Z', '2026-12-31T23:45:00.000Z']) {
      expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    }
  });
});
