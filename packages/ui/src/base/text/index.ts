export { plural, pluralWord } from './plural';
export { durationText, type DurationStyle } from './duration';
