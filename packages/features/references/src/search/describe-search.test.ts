import { describe, expect, it } from 'vitest';
import { describeQuery, describeSearch, fieldLabelsOf } from './describe-search';

const labels = fieldLabelsOf([
  { field: 'all', label: 'All fields' },
  { field: 'tags', label: 'Tags' },
  { field: 'refAuthors', label: 'Authors' },
]);

describe('describeQuery', () => {
  it('names the qualifier, each field by its label, the type and the words', () => {
    expect(
      describeQuery(
        {
          qualifier: 'Should Match',
          entries: [
            { field: 'tags', type: 'Match Phrase', search: 'information theory' },
            { field: 'refAuthors', type: 'Matches', search: ' Shannon ' },
          ],
        },
        labels,
      ),
    ).toBe('Should Match: Tags Match Phrase “information theory”, Authors Matches “Shannon”');
  });

  it('leaves out entries without words, and says when none are left', () => {
    expect(
      describeQuery(
        {
          qualifier: 'Must Match',
          entries: [
            { field: 'tags', type: 'Match Phrase', search: '' },
            { field: 'all', type: 'Matches', search: 'sleep' },
          ],
        },
        labels,
      ),
    ).toBe('Must Match: All fields Matches “sleep”');
    expect(
      describeQuery(
        { qualifier: 'Must Match', entries: [{ field: 'tags', type: 'Match Phrase', search: ' ' }] },
        labels,
      ),
    ).toBe('Must Match: any card (no words given)');
  });

  it('falls back to the field name before the field list has loaded', () => {
    expect(
      describeQuery(
        { qualifier: 'Must Match', entries: [{ field: 'publisher', type: 'Matches', search: 'MIT' }] },
        labels,
      ),
    ).toBe('Must Match: publisher Matches “MIT”');
  });
});

describe('describeSearch', () => {
  it('says what each kind of search shows', () => {
    expect(describeSearch({ kind: 'all', from: 200 }, labels)).toBe('All records');
    expect(describeSearch({ kind: 'basic', text: 'sleep', from: 0 }, labels)).toBe(
      'All fields match “sleep”',
    );
    expect(describeSearch({ kind: 'none' }, labels)).toBe('');
  });
});
