import { updateCachedAnswer, useApiMutation, useApiQuery } from '@portfolio/api-client';
import {
  addVideoTags,
  getVideoCategories,
  getVideoFiles,
  getVideoSecondaries,
  videoFilePath,
} from '@portfolio/contracts';

// A folder that is not there is said in the page (decision 062), so these lists log failures
// instead of leaving for the error page.

/** GET /api/video-database/core/categories: level one's counts (the cards work without them). */
export function useVideoCategories(enabled: boolean) {
  return useApiQuery(getVideoCategories, {}, { enabled, onFailure: 'log' });
}

/** GET /api/video-database/{primary}/secondary: level two. */
export function useVideoSecondaries(primary: string, enabled: boolean) {
  return useApiQuery(getVideoSecondaries, { params: { primary } }, { enabled, onFailure: 'log' });
}

/** GET /api/video-database/{primary}/read/{secondary}: level three. */
export function useVideoFiles(primary: string, secondary: string, enabled: boolean) {
  return useApiQuery(getVideoFiles, { params: { primary, secondary } }, { enabled, onFailure: 'log' });
}

/**
 * POST /api/video-database/core/addtags (owner only). Its answer holds every tagged file's tags as
 * the server now stores them; they go into the cached folder lists, so the list shows them without
 * being read again (decision 118).
 */
export function useAddVideoTags() {
  return useApiMutation(addVideoTags, {
    kind: 'post',
    updateCache: (cache, { tagged }) => {
      const tagsOf = new Map(tagged.map(({ file, tags }) => [file, tags]));
      const folders = new Set(tagged.map(({ file }) => file.split('/').slice(0, 2).join('/')));
      for (const folder of folders) {
        const [primary = '', secondary = ''] = folder.split('/');
        updateCachedAnswer(cache, getVideoFiles, { params: { primary, secondary } }, (files) =>
          files.map((file) => {
            const tags = tagsOf.get(videoFilePath(primary, file.relpath));
            return tags === undefined ? file : { ...file, tags };
          }),
        );
      }
    },
  });
}
