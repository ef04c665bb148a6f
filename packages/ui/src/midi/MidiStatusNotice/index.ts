export { MidiStatusNotice, type MidiConnectionState, type MidiStatusNoticeProps } from './MidiStatusNotice';
