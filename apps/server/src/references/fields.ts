import type { ReferenceSearchFieldOption } from '@portfolio/contracts';

/** The advanced search's field list (GET /api-knowledgebase/fields): all fields first, then each card field. */
export const referenceSearchFieldOptions: ReferenceSearchFieldOption[] = [
  { field: 'all', label: 'All fields' },
  { field: 'tags', label: 'Tags' },
  { field: 'refTitle', label: 'Title' },
  { field: 'refAuthors', label: 'Authors' },
  { field: 'summary', label: 'Summary' },
  { field: 'publisher', label: 'Publisher' },
  { field: 'creator', label: 'Card creator' },
  { field: 'refDate', label: 'Date' },
  { field: 'refWrittenType', label: 'Written type' },
  { field: 'refMediaType', label: 'Media type' },
  { field: 'refSocialMediaType', label: 'Social media type' },
];
