/** The text of the rejection when the browser has no Web MIDI (spec part 2 §8). */
export const WEB_MIDI_UNSUPPORTED = 'Web MIDI API is not supported';

/** The part of `navigator` the MIDI service reads, so tests can hand in a fake. */
export interface MidiNavigator {
  requestMIDIAccess?: (options?: MIDIOptions) => Promise<MIDIAccess>;
}

/** Asks the browser for MIDI access; rejects with 'Web MIDI API is not supported' when it has none. */
export async function requestMidiAccess(source: MidiNavigator | undefined): Promise<MIDIAccess> {
  if (typeof source?.requestMIDIAccess !== 'function') throw new Error(WEB_MIDI_UNSUPPORTED);
  return source.requestMIDIAccess.call(source);
}

export interface MidiInputListener {
  /** Every message from any connected input. */
  onMessage: (data: Uint8Array | null, input: MIDIInput) => void;
  /** The names of the connected inputs, after every change. */
  onInputsChange: (names: string[]) => void;
}

function inputName(input: MIDIInput): string {
  return input.name?.trim() || input.manufacturer?.trim() || 'MIDI input';
}

/**
 * Listens to every input of a MIDI access, including inputs plugged in later (statechange), and
 * returns the function that stops listening. Only handlers this listener set are removed.
 */
export function listenToMidiInputs(access: MIDIAccess, listener: MidiInputListener): () => void {
  const attached = new Map<MIDIInput, (event: MIDIMessageEvent) => void>();

  const attach = (input: MIDIInput) => {
    if (attached.has(input)) return;
    const handler = (event: MIDIMessageEvent) => listener.onMessage(event.data, input);
    attached.set(input, handler);
    // Setting onmidimessage also opens the port (Web MIDI), which addEventListener does not in every browser.
    input.onmidimessage = handler;
  };

  const detach = (input: MIDIInput) => {
    const handler = attached.get(input);
    if (!handler) return;
    if (input.onmidimessage === handler) input.onmidimessage = null;
    attached.delete(input);
  };

  const report = () => {
    listener.onInputsChange([...attached.keys()].map(inputName));
  };

  access.inputs.forEach((input) => {
    if (input.state !== 'disconnected') attach(input);
  });
  report();

  const onStateChange = (event: Event) => {
    const port = (event as MIDIConnectionEvent).port;
    if (!port || port.type !== 'input') return;
    const input = port as MIDIInput;
    if (input.state === 'connected') attach(input);
    else detach(input);
    report();
  };
  access.addEventListener('statechange', onStateChange);

  return () => {
    access.removeEventListener('statechange', onStateChange);
    [...attached.keys()].forEach(detach);
  };
}
