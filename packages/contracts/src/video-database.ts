// Contracts of the video library (spec part 2 §2, §3, §7, §9; issue 17). The spec gives the paths
// and the entity (primary, secondary, files of name, relpath, checked); the answer shapes it leaves
// open are designed in docs/decisions/061-video-library-api.md.
import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './video-database.paths';

/** The primary categories (spec part 2 §9), in the order level one lists them. */
export const videoPrimaryCategories = [
  'adobe',
  'ai',
  'comedy',
  'economics',
  'elections',
  'fashion',
  'games',
  'geography',
  'geopolitics',
  'health',
  'mathematics',
  'movies',
  'music',
  'news',
  'physics',
  'podcasters',
  'politics',
  'science',
] as const;
export type VideoPrimaryCategory = (typeof videoPrimaryCategories)[number];

export function isVideoPrimaryCategory(name: string): name is VideoPrimaryCategory {
  return (videoPrimaryCategories as readonly string[]).includes(name);
}

/**
 * Each category as a person writes it (decision 111). The spec's names stay the categories' keys
 * (addresses, API paths, folders on disk); pages show these.
 */
export const videoCategoryLabels: Record<VideoPrimaryCategory, string> = {
  adobe: 'Adobe',
  ai: 'AI',
  comedy: 'Comedy',
  economics: 'Economics',
  elections: 'Elections',
  fashion: 'Fashion',
  games: 'Games',
  geography: 'Geography',
  geopolitics: 'Geopolitics',
  health: 'Health',
  mathematics: 'Mathematics',
  movies: 'Movies',
  music: 'Music',
  news: 'News',
  physics: 'Physics',
  podcasters: 'Podcasters',
  politics: 'Politics',
  science: 'Science',
};

/** The display name of a category; an unknown name is shown as it was written. */
export function videoCategoryLabel(name: string): string {
  return isVideoPrimaryCategory(name) ? videoCategoryLabels[name] : name;
}

/**
 * The display name of a secondary folder. A name the owner wrote with capitals or spaces is
 * theirs and shown as it is; a name written as an address slug (`board-games`, `trade_routes`)
 * reads as words with a capital first letter (`Board games`).
 */
export function videoFolderLabel(name: string): string {
  if (/[A-Z\s]/.test(name)) return name;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tag text of the add-tags dialog: at most 200 characters (spec part 2 §5, §9). */
export const maxVideoTagsLength = 200;
/** Most files one add-tags call tags, and most entries a list answers. */
export const maxVideoFiles = 1000;
/** Most tags one file holds; an add that would pass it is refused whole (decision 061). */
export const maxVideoTagsPerFile = 50;
/** Most characters of a folder or file name, and of a whole path. */
export const maxVideoNameLength = 200;
export const maxVideoPathLength = 1024;

// A name is one path segment as it lies on disk: no separators, no control characters, not "."
// or "..", not hidden. Decided on the text alone, so a traversal never reaches the disk.
const segmentProblem = (name: string): string | undefined => {
  if (name.length === 0) return 'must not be empty';
  if (name.length > maxVideoNameLength) return `has at most ${maxVideoNameLength} characters`;
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'must not contain control characters';
  if (/[/\\]/.test(name)) return 'must not contain "/" or "\\"';
  if (name.startsWith('.')) return 'must not start with "."';
  return undefined;
};

/** One folder or file name: a single path segment under the library's root. */
export const videoNameSchema = z.string().superRefine((name, context) => {
  const problem = segmentProblem(name);
  if (problem) context.addIssue({ code: 'custom', message: `must be a folder or file name: it ${problem}` });
});

/**
 * A file of the library: `{primary}/{secondary}/{name}`, the primary category followed by the
 * file's relpath (so also the playback address after `/api/video-database/`).
 */
export const videoFilePathSchema = z
  .string()
  .max(maxVideoPathLength, `has at most ${maxVideoPathLength} characters`)
  .superRefine((path, context) => {
    const segments = path.split('/');
    if (segments.length !== 3) {
      context.addIssue({ code: 'custom', message: 'must be written primary/secondary/file name' });
      return;
    }
    for (const segment of segments) {
      const problem = segmentProblem(segment);
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: `must be primary/secondary/file name: "${segment}" ${problem}`,
        });
        return;
      }
    }
  });

/** A secondary folder of a primary category (level two). */
export const videoSecondarySchema = z.object({
  name: videoNameSchema,
  /** How many video files the folder holds. */
  fileCount: z.number().int().min(0),
});
export type VideoSecondary = z.infer<typeof videoSecondarySchema>;

/** A primary category with how many videos its folders hold (level one's cards). */
export const videoCategorySchema = z.object({
  name: z.enum(videoPrimaryCategories),
  /** The videos in all of the category's folders. */
  fileCount: z.number().int().min(0),
});
export type VideoCategory = z.infer<typeof videoCategorySchema>;

/** GET /api/video-database/core/categories: the 18 categories in the spec's order, with their counts. */
export const getVideoCategories = defineContract({
  method: 'GET',
  path: firstDataPaths.videoCategories,
  response: z.array(videoCategorySchema).max(videoPrimaryCategories.length),
});

/** One tag: trimmed, not empty. */
export const videoTagSchema = z.string().min(1).max(maxVideoTagsLength);

/** A video file (spec part 2 §3: name, relpath, checked), with its poster and its tags. */
export const videoFileSchema = z.object({
  /** The file name on disk, e.g. `Curves and levels.mp4`. */
  name: z.string().min(1),
  /** `/{secondary}/{name}`: the playback address is `/api/video-database/{primary}{relpath}`. */
  relpath: z.string().startsWith('/'),
  /** Whether the file is ticked in Selection mode; the server's lists start unticked. */
  checked: z.boolean(),
  /** The poster's relpath (same address scheme), when the file has one beside it. */
  poster: z.string().startsWith('/').optional(),
  /** The file's tags, sorted. */
  tags: z.array(videoTagSchema).max(maxVideoTagsPerFile),
});
export type VideoFile = z.infer<typeof videoFileSchema>;

export const videoPrimaryParamsSchema = z.object({ primary: videoNameSchema });
export const videoFolderParamsSchema = z.object({ primary: videoNameSchema, secondary: videoNameSchema });

/** GET /api/video-database/{primary}/secondary: the secondary folders of a primary category. */
export const getVideoSecondaries = defineContract({
  method: 'GET',
  path: '/api/video-database/:primary/secondary',
  params: videoPrimaryParamsSchema,
  response: z.array(videoSecondarySchema).max(maxVideoFiles),
});

/** GET /api/video-database/{primary}/read/{secondary}: the video files of one folder. */
export const getVideoFiles = defineContract({
  method: 'GET',
  path: '/api/video-database/:primary/read/:secondary',
  params: videoFolderParamsSchema,
  response: z.array(videoFileSchema).max(maxVideoFiles),
});

/**
 * Reads the tag text of the dialog: tags separated by commas, each trimmed; empty pieces and
 * repeats (ignoring case) are dropped. The text itself is at most 200 characters.
 */
export function splitVideoTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of text.split(',')) {
    const tag = piece.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Why the dialog's tag text cannot be sent, or undefined when it can. The page and server agree. */
export function videoTagsProblem(text: string): string | undefined {
  if (text.length > maxVideoTagsLength)
    return `Tags have at most ${maxVideoTagsLength} characters (this has ${text.length}).`;
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'Tags must not contain control characters.';
  if (splitVideoTags(text).length === 0) return 'Enter at least one tag (separate several with commas).';
  return undefined;
}

/** The refusal of an add that would give a file more than its maximum of tags; server and mocks agree. */
export function videoTagLimitMessage(file: string, wouldHave: number): string {
  return `tags: a video has at most ${maxVideoTagsPerFile} tags, and ${file} would have ${wouldHave}. Nothing was tagged.`;
}

/** The tag request (spec part 2 §3): tags (text) and files (paths). */
export const addVideoTagsBodySchema = z.object({
  tags: z.string().superRefine((text, context) => {
    const problem = videoTagsProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  files: z
    .array(videoFilePathSchema)
    .min(1, 'choose at least one file')
    .max(maxVideoFiles, `at most ${maxVideoFiles} files at once`),
});
export type AddVideoTagsBody = z.infer<typeof addVideoTagsBodySchema>;

/** POST /api/video-database/core/addtags (owner only): adds the tags to every file. */
export const addVideoTags = defineContract({
  method: 'POST',
  path: '/api/video-database/core/addtags',
  body: addVideoTagsBodySchema,
  response: z.object({
    msg: z.string(),
    /** Every file of the request with all its tags after the call. */
    tagged: z
      .array(z.object({ file: videoFilePathSchema, tags: z.array(videoTagSchema).max(maxVideoTagsPerFile) }))
      .max(maxVideoFiles),
  }),
  ownerOnly: true,
});

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The playback (or poster) address of a file: `/api/video-database/{primary}{relpath}`. */
export function videoMediaUrl(primary: string, relpath: string): string {
  return `/api/video-database/${encodeURIComponent(primary)}${encodePath(relpath)}`;
}

/** A file's path in the tag request: its primary category followed by its relpath. */
export function videoFilePath(primary: string, relpath: string): string {
  return `${primary}${relpath}`;
}
