import { createContext, type ReactNode, useContext } from 'react';
import type { MidiNavigator } from './midi-access';

// Where the pedal asks for MIDI access: the browser's navigator, or a fake in stories and tests.
const MidiAccessSourceContext = createContext<MidiNavigator | undefined>(undefined);

export function MidiAccessSourceProvider({
  source,
  children,
}: {
  source: MidiNavigator;
  children: ReactNode;
}) {
  return <MidiAccessSourceContext value={source}>{children}</MidiAccessSourceContext>;
}

/** The provided source, else the browser's navigator (undefined outside a browser). */
export function useMidiAccessSource(): MidiNavigator | undefined {
  const provided = useContext(MidiAccessSourceContext);
  if (provided) return provided;
  return typeof navigator === 'undefined' ? undefined : navigator;
}
