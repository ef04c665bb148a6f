import {
  addVideoTags,
  getVideoCategories,
  getVideoFiles,
  getVideoSecondaries,
  isVideoPrimaryCategory,
  maxVideoTagsPerFile,
  splitVideoTags,
  videoPrimaryCategories,
  type VideoFile,
  videoTagLimitMessage,
} from '@portfolio/contracts';
import { videoFilesFixture, videoSecondariesFixture } from '../fixtures/video-database';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock video library: tags added remember themselves for as long as the page or test file
// lives; adding tags answers 401 unless the mock owner is signed in, like the server.

let folders: Record<string, VideoFile[]> = structuredClone(videoFilesFixture);

/** Back to the fixture library, or to the folders a story needs (`{primary}/{secondary}` keys). */
export function resetVideoDatabaseMocks(state: Record<string, VideoFile[]> = {}): void {
  folders = structuredClone({ ...videoFilesFixture, ...state });
}

/** Every tag of a file (`{primary}{relpath}`) as the mock holds it now. */
export function videoMockTags(path: string): string[] {
  const [primary = '', secondary = ''] = path.split('/');
  return folders[`${primary}/${secondary}`]?.find((file) => `${primary}${file.relpath}` === path)?.tags ?? [];
}

const unknownPrimary = (primary: string) =>
  apiErrorResponse(
    404,
    `primary: "${primary}" is not a category of the video library; it has ${videoPrimaryCategories.join(', ')}`,
    'primary',
  );

export const videoDatabaseHandlers = [
  mockContract(getVideoCategories, () =>
    videoPrimaryCategories.map((name) => ({
      name,
      fileCount: videoSecondariesFixture[name].reduce((sum, folder) => sum + folder.fileCount, 0),
    })),
  ),
  mockContract(getVideoSecondaries, ({ params }) =>
    isVideoPrimaryCategory(params.primary)
      ? videoSecondariesFixture[params.primary]
      : unknownPrimary(params.primary),
  ),
  mockContract(getVideoFiles, ({ params }) => {
    if (!isVideoPrimaryCategory(params.primary)) return unknownPrimary(params.primary);
    const files = folders[`${params.primary}/${params.secondary}`];
    if (files) return files;
    const known = videoSecondariesFixture[params.primary].some((folder) => folder.name === params.secondary);
    // Folders of the demo library whose files the mocks do not hold answer an empty list.
    return known
      ? []
      : apiErrorResponse(
          404,
          `secondary: "${params.secondary}" is not a folder of ${params.primary}`,
          'secondary',
        );
  }),
  mockContract(addVideoTags, ({ body }) => {
    if (!isOwnerSignedIn()) return apiErrorResponse(401, 'Sign in as the owner to do this');
    const tags = splitVideoTags(body.tags);
    const files = [...new Set(body.files)];
    const found = files.map((path) => {
      const [primary = '', secondary = ''] = path.split('/');
      return folders[`${primary}/${secondary}`]?.find((file) => `${primary}${file.relpath}` === path);
    });
    const missing = found.findIndex((file) => file === undefined);
    if (missing >= 0) {
      return apiErrorResponse(
        404,
        `files.${missing}: there is no video "${files[missing]}" in the library`,
        `files.${missing}`,
      );
    }
    const merged = found.map((file) => {
      const current = file?.tags ?? [];
      const keys = new Set(current.map((tag) => tag.toLowerCase()));
      return [...current, ...tags.filter((tag) => !keys.has(tag.toLowerCase()))].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase(), 'en'),
      );
    });
    // Like the server, an add that would give a file too many tags is refused whole.
    const over = merged.findIndex((fileTags) => fileTags.length > maxVideoTagsPerFile);
    if (over >= 0) {
      return apiErrorResponse(
        409,
        videoTagLimitMessage(files[over] ?? '', merged[over]?.length ?? 0),
        'tags',
      );
    }
    found.forEach((file, index) => {
      if (file) file.tags = merged[index] ?? file.tags;
    });
    const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    return {
      msg: `Added ${count(tags.length, 'tag')} (${tags.join(', ')}) to ${count(files.length, 'file')}`,
      tagged: files.map((file, index) => ({ file, tags: found[index]?.tags ?? [] })),
    };
  }),
];
