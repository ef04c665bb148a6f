export { InstrumentIcon, type InstrumentIconProps, type MidiInstrument } from './InstrumentIcon';
