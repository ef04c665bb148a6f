// How two pictures of a story are compared; shared by the Vitest config (Node) and the per-story
// allowance in screenshot-story.ts (the browser), so this file imports nothing.

/** pixelmatch's per-pixel colour threshold (0 to 1): forgives only anti-aliasing noise. */
export const pixelThreshold = 0.02;

/** Pixels that may differ beyond the threshold, unless a story allows more (photos). */
export const allowedMismatchedPixels = 16;
