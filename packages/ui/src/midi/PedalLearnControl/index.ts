export { PedalLearnControl, type PedalLearnControlProps, type PedalLearnStep } from './PedalLearnControl';
