import { describeTrigger, type PedalInstrument, type PedalMapping, type PedalTrigger } from './midi-message';

function learnedLabel(trigger: PedalTrigger) {
  const released = (trigger.status & 0xf0) === 0xb0 ? ', on release' : '';
  return `${describeTrigger(trigger)}${released} (learned)`;
}

/** What the pedal settings say turns forward and back, in words. */
export function pedalLabels(instrument: PedalInstrument, mapping: PedalMapping | null) {
  if (mapping) return { forwardLabel: learnedLabel(mapping.forward), backLabel: learnedLabel(mapping.back) };
  return {
    forwardLabel: 'Middle pedal released (control change 66)',
    backLabel:
      instrument === 'violin'
        ? 'Soft pedal released (control change 67)'
        : 'No pedal on piano scores: the soft pedal stays free for playing. Use PageUp or ←.',
  };
}
