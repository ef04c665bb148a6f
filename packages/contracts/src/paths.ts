// Zod-free: the route tables are in the site's first chunk, and a value imported from the
// contracts' index brings zod and every schema with it (about 120 kB before compression).

/** Fills `:name` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The public reads a page asks for first, which the server names in preload hints (the route
 * tables' `firstData`). Their contracts take the path from here, so the two cannot drift apart.
 */
export const firstDataPaths = {
  enneagramReference: '/apiEnneagramFile/reference',
  enneagramUsers: '/apiEnneagram/allusers/',
  enneagramQuestions: '/apiEnneagramFile/load/current',
  enneagramTests: '/apiEnneagram/alltests',
  referenceSearchFields: '/api-knowledgebase/fields',
  savedQueries: '/api-knowledgebase/query-list',
  galleryAlbum: '/apiGallery/:category',
  recipeList: '/apiRecipes/recipes/all-recipes',
  recipe: '/apiRecipes/:recipe',
  midiScores: { piano: '/apiMIDI/piano-scores', violin: '/apiMIDI/violin-scores' },
  midiComposers: { piano: '/apiMIDI/piano-composers', violin: '/apiMIDI/violin-composers' },
  videoCategories: '/api/video-database/core/categories',
} as const;
