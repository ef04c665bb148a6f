import type { ReferenceCardData } from '@portfolio/contracts';

let counter = 0;

/** A valid card with every field filled; pass what the test is about. */
export function makeCard(fields: Partial<ReferenceCardData> = {}): ReferenceCardData {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, '0');
  return {
    uuid: `00000000-0000-4000-8000-${suffix}`,
    refTitle: `Untitled work ${counter}`,
    refLink: 'https://example.org/work',
    refWrittenType: 'book',
    refMediaType: 'print',
    refSocialMediaType: '',
    tags: [],
    refAuthors: [],
    publisher: '',
    refDate: '',
    creator: '',
    summary: '',
    ...fields,
  };
}
