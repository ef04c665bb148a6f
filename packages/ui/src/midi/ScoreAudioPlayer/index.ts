export { ScoreAudioPlayer, type ScoreAudioPlayerProps } from './ScoreAudioPlayer';
