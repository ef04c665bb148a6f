import { describe, expect, it } from 'vitest';
import { pedalLabels } from './pedal-labels';

describe('pedal labels', () => {
  it('names the spec pedals, with no back pedal on the piano', () => {
    expect(pedalLabels('violin', null)).toEqual({
      forwardLabel: 'Middle pedal released (control change 66)',
      backLabel: 'Soft pedal released (control change 67)',
    });
    expect(pedalLabels('piano', null).backLabel).toMatch(/^No pedal on piano scores/);
  });

  it('names learned pedals', () => {
    expect(
      pedalLabels('piano', { forward: { status: 0xb2, data1: 20 }, back: { status: 0x90, data1: 62 } }),
    ).toEqual({
      forwardLabel: 'Control change 20, channel 3, on release (learned)',
      backLabel: 'Note 62, channel 1 (learned)',
    });
  });
});
