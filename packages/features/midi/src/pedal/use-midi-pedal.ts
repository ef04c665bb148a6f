import { useEffect, useEffectEvent, useState } from 'react';
import type { TurnDirection } from '../page-turn/page-turn';
import { listenToMidiInputs, requestMidiAccess, WEB_MIDI_UNSUPPORTED } from './midi-access';
import { pedalAction, type PedalInstrument, type PedalMapping } from './midi-message';
import { useMidiAccessSource } from './MidiAccessSource';
import { createRepeatFilter } from './repeat-filter';

export type MidiPedalStatus =
  | { state: 'connecting' }
  | { state: 'unsupported'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; inputs: string[] };

export interface MidiPedalOptions {
  instrument: PedalInstrument;
  /** A learned mapping, or null for the spec's pedals. */
  mapping: PedalMapping | null;
  onTurn: (direction: TurnDirection) => void;
  /** While a learn run is on, every message goes here and turns nothing. */
  onLearnMessage?: ((data: Uint8Array | null) => void) | undefined;
  /** The clock of the repeat filter (tests pass their own). */
  now?: () => number;
}

function describeFailure(error: unknown): MidiPedalStatus {
  const message = error instanceof Error ? error.message : String(error);
  if (message === WEB_MIDI_UNSUPPORTED) return { state: 'unsupported', message };
  if (error instanceof DOMException && (error.name === 'SecurityError' || error.name === 'NotAllowedError')) {
    return { state: 'failed', message: 'The browser did not allow access to MIDI devices' };
  }
  return { state: 'failed', message: message || 'MIDI devices could not be opened' };
}

/**
 * The score page's MIDI pedal: asks for MIDI access once, listens to every input (also those
 * plugged in later) and turns pages as the pedals say. Stops listening when the page closes.
 */
export function useMidiPedal({ instrument, mapping, onTurn, onLearnMessage, now }: MidiPedalOptions) {
  const source = useMidiAccessSource();
  const [status, setStatus] = useState<MidiPedalStatus>({ state: 'connecting' });
  const [allowTurn] = useState(createRepeatFilter);

  const handleMessage = useEffectEvent((data: Uint8Array | null) => {
    if (onLearnMessage) {
      onLearnMessage(data);
      return;
    }
    const action = pedalAction(data, instrument, mapping);
    if (!action) return;
    if ('log' in action) {
      console.info(action.log);
      return;
    }
    if (allowTurn(action.turn, (now ?? performance.now.bind(performance))())) onTurn(action.turn);
  });

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    requestMidiAccess(source).then(
      (access) => {
        if (cancelled) return;
        stop = listenToMidiInputs(access, {
          onMessage: (data) => handleMessage(data),
          onInputsChange: (inputs) => setStatus({ state: 'ready', inputs }),
        });
      },
      (error: unknown) => {
        if (!cancelled) setStatus(describeFailure(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [source]);

  return status;
}
