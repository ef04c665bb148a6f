export { MidiLayout, type MidiCrumb, type MidiLayoutProps } from './MidiLayout';
