import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './midi.paths';

// Contracts of the sheet-music area (spec part 2 §3, §7): composers and scores per instrument,
// and the addresses of the media a score is made of.

export const instruments = ['piano', 'violin'] as const;
export const instrumentSchema = z.enum(instruments);
export type Instrument = z.infer<typeof instrumentSchema>;

/**
 * A name that becomes one segment of a media address (score folder, audio or video file, flag).
 * Letters, digits, `.`, `_` and `-`, not starting with a dot: never a path, never hidden.
 */
export const mediaNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, ".", "_" and "-" only')
  .max(120);

/**
 * One score (spec part 2 §3). Pages are `/images/midi/{dir}/Page_{n}.png` for n = 1..pageCount.
 * An enlarged score also has each page's top and bottom halves rendered larger,
 * `Page_{n}a_large.png` and `Page_{n}b_large.png`, for every n; its plain `Page_{n}.png` files
 * exist too (previews, and the page an odd count ends with).
 */
export const scoreSchema = z.object({
  id: mediaNameSchema,
  name: z.string().min(1),
  /** The composer card's `id`. */
  composer: mediaNameSchema,
  pageCount: z.number().int().min(1),
  enlarged: z.boolean().optional(),
  /** Audio file name without `.mp3`: `/apiAudio/{audio}.mp3`. */
  audio: mediaNameSchema,
  /** Video file name without `.mp4`: `/apiVideos/{video}.mp4` and the page `midi/videos/{video}`. */
  video: mediaNameSchema.optional(),
  /** Folder of the page images under `/images/midi/`. */
  dir: mediaNameSchema,
});
export type Score = z.infer<typeof scoreSchema>;

/** One composer card (spec part 2 §3): a composer, or a collection such as the Hymn Book. */
export const composerSchema = z.object({
  /** Path segment of `midi/composers/{instrument}/{id}`, and a score's `composer`. */
  id: mediaNameSchema,
  /** Display name, e.g. 'Johann Sebastian Bach' or 'Hymn Book' (id lds-hymns). */
  name: z.string().min(1),
  /** Address of the flag image, e.g. `/images/flags/de.svg`. */
  flag: z.string().min(1),
  /** Life years like '1685–1750' (en dash), or '' for a collection. */
  lifespan: z.string(),
});
export type Composer = z.infer<typeof composerSchema>;

export const scoreListSchema = z.array(scoreSchema);
export const composerListSchema = z.array(composerSchema);

/** GET /apiMIDI/piano-scores: every piano score. */
export const getPianoScores = defineContract({
  method: 'GET',
  path: firstDataPaths.midiScores.piano,
  response: scoreListSchema,
});

/** GET /apiMIDI/violin-scores: every violin score. */
export const getViolinScores = defineContract({
  method: 'GET',
  path: firstDataPaths.midiScores.violin,
  response: scoreListSchema,
});

/** GET /apiMIDI/piano-composers: the piano landing's composer cards, in display order. */
export const getPianoComposers = defineContract({
  method: 'GET',
  path: firstDataPaths.midiComposers.piano,
  response: composerListSchema,
});

/** GET /apiMIDI/violin-composers: the violin landing's composer cards, in display order. */
export const getViolinComposers = defineContract({
  method: 'GET',
  path: firstDataPaths.midiComposers.violin,
  response: composerListSchema,
});

// One fixed path per instrument (the spec's addresses), so each is its own contract.
const scoresContracts = { piano: getPianoScores, violin: getViolinScores } as const;
const composersContracts = { piano: getPianoComposers, violin: getViolinComposers } as const;

/** The score-list call of an instrument. */
export function scoresContractFor(instrument: Instrument): typeof getPianoScores {
  return scoresContracts[instrument];
}

/** The composer-list call of an instrument. */
export function composersContractFor(instrument: Instrument): typeof getPianoComposers {
  return composersContracts[instrument];
}

// Media addresses, absolute from the site root (spec part 2 §7).

const segment = (name: string) => encodeURIComponent(name);

/** `/apiAudio/{audio}.mp3` */
export function audioUrl(audio: string): string {
  return `/apiAudio/${segment(audio)}.mp3`;
}

/** `/apiVideos/{video}.mp4` */
export function videoUrl(video: string): string {
  return `/apiVideos/${segment(video)}.mp4`;
}

/** `/images/midi/{dir}/Page_{page}.png`, page counted from 1. */
export function pageImageUrl(dir: string, page: number): string {
  return `/images/midi/${segment(dir)}/Page_${page}.png`;
}

export type PageHalf = 'a' | 'b';

/** `/images/midi/{dir}/Page_{page}{half}_large.png`: the top (a) or bottom (b) half of a page, enlarged. */
export function largePageImageUrl(dir: string, page: number, half: PageHalf): string {
  return `/images/midi/${segment(dir)}/Page_${page}${half}_large.png`;
}

/** `/images/flags/{code}.svg` */
export function flagUrl(code: string): string {
  return `/images/flags/${segment(code)}.svg`;
}
