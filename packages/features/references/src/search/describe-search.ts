import type { AdvancedQuery, ReferenceSearchField, ReferenceSearchFieldOption } from '@portfolio/contracts';
import type { ReferenceSearch } from './search-address';

export type FieldLabels = ReadonlyMap<ReferenceSearchField, string>;

/** The field list's labels by field, for saying what a query asks in words. */
export function fieldLabelsOf(options: readonly ReferenceSearchFieldOption[] | undefined): FieldLabels {
  return new Map((options ?? []).map((option) => [option.field, option.label]));
}

/**
 * An advanced query in one line, e.g. `Should Match: Tags Match Phrase “information theory”,
 * Authors Matches “Shannon”`. Entries without words are left out, as the search leaves them out.
 */
export function describeQuery(query: AdvancedQuery, labels: FieldLabels): string {
  const entries = query.entries
    .filter((entry) => entry.search.trim() !== '')
    .map((entry) => `${labels.get(entry.field) ?? entry.field} ${entry.type} “${entry.search.trim()}”`);
  if (entries.length === 0) return `${query.qualifier}: any card (no words given)`;
  return `${query.qualifier}: ${entries.join(', ')}`;
}

/** What the results on screen are, as their heading says it. */
export function describeSearch(search: ReferenceSearch, labels: FieldLabels): string {
  switch (search.kind) {
    case 'none':
    case 'invalid':
      return '';
    case 'all':
      return 'All records';
    case 'basic':
      return `All fields match “${search.text}”`;
    case 'advanced':
      return describeQuery(search.query, labels);
  }
}
