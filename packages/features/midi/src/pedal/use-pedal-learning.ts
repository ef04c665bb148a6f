import { useRef, useState } from 'react';
import type { PedalMapping } from './midi-message';
import { readPedalMapping, writePedalMapping } from './pedal-mapping-storage';
import { type LearnState, learnFromMessage } from './pedal-learning';

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw on access when the browser blocks it.
    return undefined;
  }
}

/** The learned pedal mapping (kept in localStorage) and the learn run that records a new one. */
export function usePedalLearning() {
  const [mapping, setMapping] = useState<PedalMapping | null>(() => readPedalMapping(browserStorage()));
  const [learn, setLearnState] = useState<LearnState>({ step: 'idle' });
  // Messages can arrive faster than React renders: each one must see the step the previous left.
  const current = useRef<LearnState>(learn);
  const [saved, setSaved] = useState(true);

  const setLearn = (state: LearnState) => {
    current.current = state;
    setLearnState(state);
  };

  const receive = (data: Uint8Array | null) => {
    const result = learnFromMessage(current.current, data);
    if (result.state !== current.current) setLearn(result.state);
    if (result.learned) {
      setMapping(result.learned);
      setSaved(writePedalMapping(browserStorage(), result.learned));
    }
  };

  return {
    mapping,
    learn,
    /** Kept in the browser (false when storage refused: the mapping then lasts this visit only). */
    saved,
    start: () => setLearn({ step: 'forward' }),
    cancel: () => setLearn({ step: 'idle' }),
    reset: () => {
      setLearn({ step: 'idle' });
      setMapping(null);
      setSaved(writePedalMapping(browserStorage(), null));
    },
    /** Set while a run is on: the pedal hook hands it every MIDI message. */
    onLearnMessage: learn.step === 'idle' ? undefined : receive,
  };
}
