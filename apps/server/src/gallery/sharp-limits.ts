import sharp from 'sharp';

/**
 * What sharp (libvips) may hold and use, set for the whole process when the gallery's routes are
 * registered (decision 094). libvips keeps the results of recent operations and open files for
 * reuse; the gallery decodes each picture once per copy, so reuse is rare and the defaults (50 MB,
 * 20 files, 100 operations) were memory held for nothing. No files are kept open: a picture
 * replaced on disk is then never read from a stale handle. One libvips thread per picture: the
 * queue (image-work-queue.ts) runs two pictures at a time on a two-core machine, so more threads
 * per picture would only crowd out the event loop.
 */
export const sharpLimits = {
  concurrency: 1,
  cache: { memory: 16, files: 0, items: 24 },
} as const;

export function limitSharp(): void {
  sharp.concurrency(sharpLimits.concurrency);
  sharp.cache(sharpLimits.cache);
}
