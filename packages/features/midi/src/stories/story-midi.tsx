import type { Decorator } from '@storybook/react-vite';
import {
  FakeMidiAccess,
  FakeMidiInput,
  fakeMidiNavigator,
  noMidiNavigator,
  refusedMidiNavigator,
} from '../pedal/fake-midi-access';
import type { MidiNavigator } from '../pedal/midi-access';
import { MidiAccessSourceProvider } from '../pedal/MidiAccessSource';
import { PEDAL_MAPPING_KEY } from '../pedal/pedal-mapping-storage';

/** Which browser a story's page runs in: `parameters.midi`. */
export type StoryMidi = 'fake' | 'none' | 'refused';

/**
 * A fresh fake MIDI setup per story: one foot pedal plugged in (unless the story plugs it in
 * later), the pedal mapping forgotten. Play functions drive `midi.pedal` and `midi.access`.
 */
export function storyMidi() {
  const state: { access: FakeMidiAccess; pedal: FakeMidiInput; source: MidiNavigator } = {
    access: new FakeMidiAccess(),
    pedal: new FakeMidiInput('pedal-1', 'Foot pedal'),
    source: {},
  };

  const reset = (kind: StoryMidi, { pluggedIn = true } = {}) => {
    state.pedal = new FakeMidiInput('pedal-1', 'Foot pedal');
    state.access = new FakeMidiAccess(pluggedIn ? [state.pedal] : []);
    state.source =
      kind === 'none'
        ? noMidiNavigator
        : kind === 'refused'
          ? refusedMidiNavigator
          : fakeMidiNavigator(state.access);
    localStorage.removeItem(PEDAL_MAPPING_KEY);
  };

  const decorator: Decorator = (Story) => (
    <MidiAccessSourceProvider source={state.source}>
      <Story />
    </MidiAccessSourceProvider>
  );

  return { state, reset, decorator };
}

/** Control change on channel 1: press (127) or release (0). */
export const controlChange = (controller: number, value: number) => [0xb0, controller, value];
