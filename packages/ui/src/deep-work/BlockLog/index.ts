export { BlockLog, type BlockLogEntry, type BlockLogProps } from './BlockLog';
