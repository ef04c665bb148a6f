import type { MediaMount } from './media-mount';

/** The sheet-music area's first reads (the route table's `firstData`), per instrument. */
export const firstData = {
  midiScores: { piano: '/apiMIDI/piano-scores', violin: '/apiMIDI/violin-scores' },
  midiComposers: { piano: '/apiMIDI/piano-composers', violin: '/apiMIDI/violin-composers' },
} as const;

export const mediaMounts: readonly MediaMount[] = [
  { at: '/images/midi', from: { media: 'midi/pages' } },
  { at: '/images/flags', from: { media: 'midi/flags' } },
  { at: '/apiAudio', from: { media: 'midi/audio' }, only: ['.mp3'] },
  // A video's poster image lies beside it (the Enneagram home video's, for one).
  { at: '/apiVideos', from: { media: 'midi/videos' }, only: ['.mp4', '.png'] },
];
