export { DeckFiles, type DeckFilesProps } from './DeckFiles';
