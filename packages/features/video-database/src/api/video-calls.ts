import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import { addVideoTags, getVideoCategories, getVideoFiles, getVideoSecondaries } from '@portfolio/contracts';

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

/** POST /api/video-database/core/addtags (owner only); the lists show the new tags afterwards. */
export function useAddVideoTags() {
  return useApiMutation(addVideoTags, { kind: 'post', invalidates: [getVideoFiles] });
}
