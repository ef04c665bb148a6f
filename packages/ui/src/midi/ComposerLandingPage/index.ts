export { ComposerLandingPage, type ComposerLandingPageProps } from './ComposerLandingPage';
export { InstrumentSwitch, otherInstrument, type InstrumentSwitchProps } from './InstrumentSwitch';
