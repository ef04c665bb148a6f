import { describe, expect, it } from 'vitest';
import { type LearnState, learnFromMessage } from './pedal-learning';

describe('a learn run', () => {
  it('records the first press as forward and the next different press as back', () => {
    let state: LearnState = { step: 'forward' };
    state = learnFromMessage(state, [0xb0, 66, 127]).state;
    expect(state).toEqual({ step: 'back', forward: { status: 0xb0, data1: 66 } });
    // The forward pedal's release and a second press of it are not learnt as back.
    expect(learnFromMessage(state, [0xb0, 66, 0]).state).toBe(state);
    expect(learnFromMessage(state, [0xb0, 66, 127]).state).toBe(state);
    const done = learnFromMessage(state, [0x90, 40, 70]);
    expect(done).toEqual({
      state: { step: 'idle' },
      learned: { forward: { status: 0xb0, data1: 66 }, back: { status: 0x90, data1: 40 } },
    });
  });

  it('ignores clock and releases while waiting, and everything when idle', () => {
    const waiting: LearnState = { step: 'forward' };
    expect(learnFromMessage(waiting, [0xf8]).state).toBe(waiting);
    expect(learnFromMessage(waiting, [0x80, 60, 0]).state).toBe(waiting);
    const idle: LearnState = { step: 'idle' };
    expect(learnFromMessage(idle, [0xb0, 66, 127])).toEqual({ state: idle });
  });
});
