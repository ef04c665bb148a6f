import { describe, expect, it } from 'vitest';
import {
  describeTrigger,
  learnableTrigger,
  parseMidiMessage,
  pedalAction,
  type PedalMapping,
} from './midi-message';

const cc = (controller: number, value: number, channel = 1) => [0xb0 + channel - 1, controller, value];

describe('the spec pedals (no learned mapping)', () => {
  it.each([1, 5, 16])('turns forward when the middle pedal (66) is released on channel %i', (channel) => {
    expect(pedalAction(cc(66, 0, channel), 'piano', null)).toEqual({ turn: 'forward' });
    expect(pedalAction(cc(66, 0, channel), 'violin', null)).toEqual({ turn: 'forward' });
  });

  it('does nothing while the middle pedal is pressed', () => {
    for (const value of [1, 64, 127]) expect(pedalAction(cc(66, value), 'piano', null)).toBeNull();
  });

  it('turns back when the soft pedal (67) is released, on violin only', () => {
    expect(pedalAction(cc(67, 0), 'violin', null)).toEqual({ turn: 'back' });
    expect(pedalAction(cc(67, 0), 'piano', null)).toBeNull();
    expect(pedalAction(cc(67, 127), 'violin', null)).toBeNull();
  });

  it('only logs the sustain pedal (64)', () => {
    expect(pedalAction(cc(64, 0), 'piano', null)).toEqual({
      log: 'Sustain pedal (control change 64) released',
    });
    expect(pedalAction(cc(64, 90), 'violin', null)).toEqual({
      log: 'Sustain pedal (control change 64) pressed, value 90',
    });
  });

  it('ignores other controllers, notes and non-channel messages', () => {
    expect(pedalAction(cc(65, 0), 'violin', null)).toBeNull();
    expect(pedalAction([0x90, 60, 100], 'violin', null)).toBeNull();
    expect(pedalAction([0xf8], 'violin', null)).toBeNull();
    expect(pedalAction([0xfe, 66, 0], 'violin', null)).toBeNull();
    expect(pedalAction(null, 'violin', null)).toBeNull();
    expect(pedalAction([0xb0, 66], 'violin', null)).toBeNull();
  });
});

describe('a learned mapping', () => {
  const mapping: PedalMapping = { forward: { status: 0xb2, data1: 20 }, back: { status: 0x90, data1: 62 } };

  it('turns on the learned control change released, on its channel only', () => {
    expect(pedalAction([0xb2, 20, 0], 'piano', mapping)).toEqual({ turn: 'forward' });
    expect(pedalAction([0xb2, 20, 127], 'piano', mapping)).toBeNull();
    expect(pedalAction([0xb0, 20, 0], 'piano', mapping)).toBeNull();
  });

  it('turns on the learned note-on, not on its note-off, on both instruments', () => {
    expect(pedalAction([0x90, 62, 90], 'piano', mapping)).toEqual({ turn: 'back' });
    expect(pedalAction([0x90, 62, 90], 'violin', mapping)).toEqual({ turn: 'back' });
    expect(pedalAction([0x90, 62, 0], 'piano', mapping)).toBeNull();
    expect(pedalAction([0x80, 62, 0], 'piano', mapping)).toBeNull();
  });

  it('replaces the spec pedals', () => {
    expect(pedalAction(cc(66, 0), 'violin', mapping)).toBeNull();
    expect(pedalAction(cc(67, 0), 'violin', mapping)).toBeNull();
  });

  it('matches a learned program change', () => {
    const programs: PedalMapping = { forward: { status: 0xc0, data1: 1 }, back: { status: 0xc0, data1: 2 } };
    expect(pedalAction([0xc0, 1], 'piano', programs)).toEqual({ turn: 'forward' });
    expect(pedalAction([0xc0, 2], 'piano', programs)).toEqual({ turn: 'back' });
  });
});

describe('reading messages', () => {
  it('reads note-on with velocity 0 as note-off', () => {
    expect(parseMidiMessage([0x93, 60, 0])).toEqual({ kind: 'note-off', status: 0x83, channel: 4, note: 60 });
  });

  it('refuses data bytes above 127', () => {
    expect(parseMidiMessage([0xb0, 200, 0])).toBeNull();
    expect(parseMidiMessage([0xb0, 66, 128])).toBeNull();
  });

  it('learns presses only', () => {
    expect(learnableTrigger(cc(66, 127))).toEqual({ status: 0xb0, data1: 66 });
    expect(learnableTrigger(cc(66, 0))).toBeNull();
    expect(learnableTrigger([0x91, 60, 80])).toEqual({ status: 0x91, data1: 60 });
    expect(learnableTrigger([0x81, 60, 0])).toBeNull();
    expect(learnableTrigger([0xc3, 7])).toEqual({ status: 0xc3, data1: 7 });
  });

  it('names triggers for people', () => {
    expect(describeTrigger({ status: 0xb0, data1: 66 })).toBe('Control change 66, channel 1');
    expect(describeTrigger({ status: 0x9f, data1: 60 })).toBe('Note 60, channel 16');
    expect(describeTrigger({ status: 0xc1, data1: 3 })).toBe('Program change 3, channel 2');
  });
});
