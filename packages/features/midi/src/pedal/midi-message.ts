import type { TurnDirection } from '../page-turn/page-turn';

/** Control-change numbers of the piano's pedals (spec part 2 §9). */
export const SUSTAIN_PEDAL = 64;
export const MIDDLE_PEDAL = 66;
export const SOFT_PEDAL = 67;

export type MidiMessage =
  | { kind: 'control-change'; status: number; channel: number; controller: number; value: number }
  | { kind: 'note-on'; status: number; channel: number; note: number; velocity: number }
  | { kind: 'note-off'; status: number; channel: number; note: number }
  | { kind: 'program-change'; status: number; channel: number; program: number };

/**
 * Reads the channel messages a pedal can send. Clock, active sensing, system exclusive and
 * anything truncated come back as null: they never turn a page.
 */
export function parseMidiMessage(data: ArrayLike<number> | null | undefined): MidiMessage | null {
  if (!data || data.length < 2) return null;
  const status = data[0]!;
  const first = data[1]!;
  const second = data[2];
  const channel = (status & 0x0f) + 1;
  if (first > 0x7f) return null;
  switch (status & 0xf0) {
    case 0xb0:
      if (second === undefined || second > 0x7f) return null;
      return { kind: 'control-change', status, channel, controller: first, value: second };
    case 0x90:
      if (second === undefined || second > 0x7f) return null;
      // Note-on with velocity 0 is how many devices say note-off.
      return second === 0
        ? { kind: 'note-off', status: 0x80 | (status & 0x0f), channel, note: first }
        : { kind: 'note-on', status, channel, note: first, velocity: second };
    case 0x80:
      return { kind: 'note-off', status, channel, note: first };
    case 0xc0:
      return { kind: 'program-change', status, channel, program: first };
    default:
      return null;
  }
}

/**
 * A learned pedal: the status byte of its press (message type and channel) and its first data
 * byte (controller, note or program number). Stored as is in localStorage.
 */
export interface PedalTrigger {
  status: number;
  data1: number;
}

export interface PedalMapping {
  forward: PedalTrigger;
  back: PedalTrigger;
}

/** What a message asks for: a turn, a log line for the sustain pedal, or nothing. */
export type PedalAction = { turn: TurnDirection } | { log: string } | null;

export type PedalInstrument = 'piano' | 'violin';

function releasesTrigger(message: MidiMessage, trigger: PedalTrigger): boolean {
  switch (message.kind) {
    // A control change turns on its release (value 0), like the spec's pedals.
    case 'control-change':
      return message.status === trigger.status && message.controller === trigger.data1 && message.value === 0;
    case 'note-on':
      return message.status === trigger.status && message.note === trigger.data1;
    case 'program-change':
      return message.status === trigger.status && message.program === trigger.data1;
    default:
      return false;
  }
}

/**
 * What one MIDI message does on a score page. Without a learned mapping (spec part 2 §4, §9):
 * middle pedal released turns forward, soft pedal released turns back on violin only, sustain
 * pedal is only logged. A learned mapping replaces those rules on both instruments.
 */
export function pedalAction(
  data: ArrayLike<number> | null | undefined,
  instrument: PedalInstrument,
  mapping: PedalMapping | null,
): PedalAction {
  const message = parseMidiMessage(data);
  if (!message) return null;
  if (mapping) {
    if (releasesTrigger(message, mapping.forward)) return { turn: 'forward' };
    if (releasesTrigger(message, mapping.back)) return { turn: 'back' };
    return null;
  }
  if (message.kind !== 'control-change') return null;
  const released = message.value === 0;
  switch (message.controller) {
    case MIDDLE_PEDAL:
      return released ? { turn: 'forward' } : null;
    case SOFT_PEDAL:
      return released && instrument === 'violin' ? { turn: 'back' } : null;
    case SUSTAIN_PEDAL:
      return {
        log: `Sustain pedal (control change 64) ${released ? 'released' : `pressed, value ${message.value}`}`,
      };
    default:
      return null;
  }
}

/**
 * The trigger a "learn pedal" step records: a press (control change above 0, note-on or program
 * change). Releases are skipped, so letting go of the first pedal is not learnt as the second.
 */
export function learnableTrigger(data: ArrayLike<number> | null | undefined): PedalTrigger | null {
  const message = parseMidiMessage(data);
  if (!message) return null;
  switch (message.kind) {
    case 'control-change':
      return message.value > 0 ? { status: message.status, data1: message.controller } : null;
    case 'note-on':
      return { status: message.status, data1: message.note };
    case 'program-change':
      return { status: message.status, data1: message.program };
    default:
      return null;
  }
}

export function sameTrigger(a: PedalTrigger, b: PedalTrigger): boolean {
  return a.status === b.status && a.data1 === b.data1;
}

/** "Control change 66, channel 1": how the learn control names a pedal. */
export function describeTrigger({ status, data1 }: PedalTrigger): string {
  const channel = (status & 0x0f) + 1;
  switch (status & 0xf0) {
    case 0xb0:
      return `Control change ${data1}, channel ${channel}`;
    case 0x90:
      return `Note ${data1}, channel ${channel}`;
    case 0xc0:
      return `Program change ${data1}, channel ${channel}`;
    default:
      return `Message ${status.toString(16).toUpperCase()} ${data1}`;
  }
}
