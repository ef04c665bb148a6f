// The midi area's presentational components. Each lives in its own folder with its stories.
export * from './InstrumentIcon';
export * from './MidiLayout';
export * from './ComposerCard';
export * from './ComposerLandingPage';
export * from './CompositionCard';
export * from './CompositionListPage';
export * from './PageTurner';
export * from './ScoreAudioPlayer';
export * from './MidiStatusNotice';
export * from './PedalLearnControl';
export * from './ScorePage';
export * from './VideoPlayerPage';
export * from './MidiMessagePage';
