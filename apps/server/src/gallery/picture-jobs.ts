/** The messages between the server and its picture process (picture-process.ts, picture-worker.ts). */

export type PictureJob =
  | { kind: 'shape'; file: string }
  | { kind: 'colour'; file: string }
  | { kind: 'copy'; source: string; target: string; width: number }
  /** sharp's own limits as the picture process set them (tests). */
  | { kind: 'limits' };

export type PictureJobMessage = PictureJob & { id: number };

export type PictureAnswerMessage =
  | { id: number; value: unknown }
  | { id: number; error: string }
  /** Sent once, when the process has loaded sharp and takes jobs. */
  | { ready: true };
