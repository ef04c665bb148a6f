import { describe, expect, it } from 'vitest';
import { nextSliceTurn } from './slice-turns';

describe('slices of long work', () => {
  it('run one per turn of the event loop, whichever job they belong to, with other work between', async () => {
    // Another request's work, counting the turns of the loop (one immediate each).
    let turn = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turn += 1;
      setImmediate(count);
    };
    setImmediate(count);

    const turnsOfSlices: number[] = [];
    const job = async () => {
      for (let slice = 0; slice < 4; slice += 1) {
        await nextSliceTurn();
        turnsOfSlices.push(turn);
      }
    };
    await Promise.all([job(), job(), job()]);
    counting = false;

    // Twelve slices on twelve different turns: three jobs did not take three slices per turn.
    expect(turnsOfSlices).toHaveLength(12);
    expect(new Set(turnsOfSlices).size).toBe(12);
    // And in order: each slice came on a later turn than the one before.
    expect(turnsOfSlices).toEqual([...turnsOfSlices].sort((a, b) => a - b));
  });
});
