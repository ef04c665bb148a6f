export { MidiMessagePage, type MidiMessagePageProps } from './MidiMessagePage';
