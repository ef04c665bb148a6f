import { composersContractFor, instruments, scoresContractFor } from '@portfolio/contracts';
import { midiComposersByInstrument, midiScoresByInstrument } from '../fixtures/midi';
import { mockContract } from '../mock-contract';

/**
 * The sheet-music lists of both instruments, answered from the generated catalogue. Media
 * (page images, audio, video, flags) are files: Storybook serves them from content/media.
 */
export const midiHandlers = instruments.flatMap((instrument) => [
  mockContract(scoresContractFor(instrument), () => midiScoresByInstrument[instrument]),
  mockContract(composersContractFor(instrument), () => midiComposersByInstrument[instrument]),
]);
