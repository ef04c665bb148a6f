import type { MidiNavigator } from './midi-access';

// A stand-in for the browser's Web MIDI objects, for stories and tests only: a test plugs inputs
// in and out and sends bytes through them, and the page sees what a real pedal would send.

function messageEvent(bytes: readonly number[]): MIDIMessageEvent {
  const event = new Event('midimessage');
  Object.defineProperty(event, 'data', { value: new Uint8Array(bytes) });
  return event as MIDIMessageEvent;
}

export class FakeMidiInput extends EventTarget {
  readonly type = 'input' as const;
  readonly manufacturer = 'Test';
  readonly version = '1';
  state: MIDIPortDeviceState = 'connected';
  connection: MIDIPortConnectionState = 'closed';
  onmidimessage: ((this: MIDIInput, event: MIDIMessageEvent) => unknown) | null = null;
  onstatechange: ((this: MIDIPort, event: MIDIConnectionEvent) => unknown) | null = null;

  constructor(
    readonly id: string,
    readonly name: string,
  ) {
    super();
  }

  /** Sends one MIDI message to whoever listens, as the device would. */
  send(bytes: readonly number[]) {
    if (this.state !== 'connected') return;
    const event = messageEvent(bytes);
    this.onmidimessage?.call(this as unknown as MIDIInput, event);
    this.dispatchEvent(event);
  }

  /** A pedal press then release on a control change (value 127, then 0). */
  pressAndRelease(controller: number, channel = 1) {
    this.send([0xb0 + channel - 1, controller, 127]);
    this.send([0xb0 + channel - 1, controller, 0]);
  }

  open() {
    this.connection = 'open';
    return Promise.resolve(this as unknown as MIDIPort);
  }

  close() {
    this.connection = 'closed';
    return Promise.resolve(this as unknown as MIDIPort);
  }
}

export class FakeMidiAccess extends EventTarget {
  readonly inputs = new Map<string, FakeMidiInput>();
  readonly outputs = new Map<string, never>();
  readonly sysexEnabled = false;
  onstatechange: ((this: MIDIAccess, event: MIDIConnectionEvent) => unknown) | null = null;

  constructor(inputs: FakeMidiInput[] = []) {
    super();
    inputs.forEach((input) => this.inputs.set(input.id, input));
  }

  private announce(input: FakeMidiInput) {
    const event = new Event('statechange');
    Object.defineProperty(event, 'port', { value: input });
    this.onstatechange?.call(this as unknown as MIDIAccess, event as MIDIConnectionEvent);
    this.dispatchEvent(event);
  }

  /** Plugs an input in after the page opened. */
  connect(input: FakeMidiInput) {
    input.state = 'connected';
    this.inputs.set(input.id, input);
    this.announce(input);
  }

  /** Unplugs an input: it stays listed as disconnected, as browsers do, and sends nothing more. */
  disconnect(input: FakeMidiInput) {
    input.state = 'disconnected';
    this.announce(input);
  }
}

/** A navigator whose requestMIDIAccess answers with the fake. */
export function fakeMidiNavigator(access: FakeMidiAccess): MidiNavigator {
  return { requestMIDIAccess: () => Promise.resolve(access as unknown as MIDIAccess) };
}

/** A navigator of a browser without Web MIDI. */
export const noMidiNavigator: MidiNavigator = {};

/** A navigator whose browser refuses MIDI access (the person said no). */
export const refusedMidiNavigator: MidiNavigator = {
  requestMIDIAccess: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
};
