// The gallery's addresses (spec part 1 §2): the home is /gallery/{owner}-home, an album
// /gallery/{owner}/{album}, and (beyond the spec) a picture /gallery/{owner}/{album}/{file}.
// Album and file names keep their spaces and dashes: each is one escaped path segment.

export const galleryHomePath = (ownerSlug: string) => `/gallery/${ownerSlug}-home`;

export const albumPath = (ownerSlug: string, album: string) =>
  `/gallery/${ownerSlug}/${encodeURIComponent(album)}`;

export const picturePath = (ownerSlug: string, album: string, file: string) =>
  `${albumPath(ownerSlug, album)}/${encodeURIComponent(file)}`;

/** The owner a home segment names ('alex-morgan-home' → 'alex-morgan'), or undefined. */
export function ownerOfHomeSegment(segment: string): string | undefined {
  const match = /^(.+)-home$/.exec(segment);
  return match?.[1];
}
