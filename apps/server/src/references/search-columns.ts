import type { ReferenceCardTextField } from '@portfolio/contracts';

/** The index column of each searchable card field (both engines name them alike, see migration 004). */
export const searchColumnOf: Record<ReferenceCardTextField, string> = {
  tags: 'tags',
  refTitle: 'ref_title',
  refAuthors: 'ref_authors',
  summary: 'summary',
  publisher: 'publisher',
  creator: 'creator',
  refDate: 'ref_date',
  refWrittenType: 'ref_written_type',
  refMediaType: 'ref_media_type',
  refSocialMediaType: 'ref_social_media_type',
};
