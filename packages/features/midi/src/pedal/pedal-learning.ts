import { learnableTrigger, type PedalMapping, type PedalTrigger, sameTrigger } from './midi-message';

/** Where a "learn pedal" run is: not running, waiting for the forward pedal, then for the back pedal. */
export type LearnState = { step: 'idle' } | { step: 'forward' } | { step: 'back'; forward: PedalTrigger };

export interface LearnResult {
  state: LearnState;
  /** Set once both pedals are known. */
  learned?: PedalMapping;
}

/**
 * One MIDI message during a learn run. Only presses count; the back pedal must differ from the
 * forward one, so a second press of the same pedal (or its bounce) is not learnt as both.
 */
export function learnFromMessage(state: LearnState, data: ArrayLike<number> | null | undefined): LearnResult {
  if (state.step === 'idle') return { state };
  const trigger = learnableTrigger(data);
  if (!trigger) return { state };
  if (state.step === 'forward') return { state: { step: 'back', forward: trigger } };
  if (sameTrigger(trigger, state.forward)) return { state };
  return { state: { step: 'idle' }, learned: { forward: state.forward, back: trigger } };
}
