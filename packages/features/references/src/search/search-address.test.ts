import type { AdvancedQuery } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  atBlock,
  readBlockStart,
  readSearchAddress,
  type ReferenceSearch,
  searchCallQuery,
  searchHref,
  writeSearchAddress,
} from './search-address';

const twoEntries: AdvancedQuery = {
  qualifier: 'Should Match',
  entries: [
    { field: 'tags', type: 'Match Phrase', search: 'information theory' },
    { field: 'refAuthors', type: 'Matches', search: 'Shannon' },
  ],
};

const read = (query: string) => readSearchAddress(new URLSearchParams(query));

describe('readSearchAddress', () => {
  it('reads an advanced search from `query`', () => {
    expect(read(`query=${encodeURIComponent(JSON.stringify(twoEntries))}`)).toEqual({
      kind: 'advanced',
      query: twoEntries,
      from: 0,
    });
  });

  it('reads a basic search from `allfields`, trimmed', () => {
    expect(read('allfields=%20sleep%20memory%20')).toEqual({ kind: 'basic', text: 'sleep memory', from: 0 });
  });

  it('reads `allrecords=yes` as the list of every record, and nothing else as it', () => {
    expect(read('allrecords=yes')).toEqual({ kind: 'all', from: 0 });
    expect(read('allrecords=no')).toEqual({ kind: 'none' });
    expect(read('allrecords=YES')).toEqual({ kind: 'none' });
  });

  it('shows nothing to search for without parameters or with a blank basic search', () => {
    expect(read('')).toEqual({ kind: 'none' });
    expect(read('allfields=%20%20')).toEqual({ kind: 'none' });
  });

  it('prefers `query`, then `allfields`, then `allrecords`', () => {
    const query = encodeURIComponent(JSON.stringify(twoEntries));
    expect(read(`allrecords=yes&allfields=sleep&query=${query}`).kind).toBe('advanced');
    expect(read('allrecords=yes&allfields=sleep').kind).toBe('basic');
  });

  it('reads `from` as the start of its block of 200 records', () => {
    expect(read('allrecords=yes&from=400')).toEqual({ kind: 'all', from: 400 });
    expect(read('allrecords=yes&from=250')).toEqual({ kind: 'all', from: 200 });
    expect(read('allfields=sleep&from=-5')).toEqual({ kind: 'basic', text: 'sleep', from: 0 });
    expect(read('allfields=sleep&from=ten')).toEqual({ kind: 'basic', text: 'sleep', from: 0 });
    expect(readBlockStart('1e3')).toBe(0);
    expect(readBlockStart('99999999999999999999')).toBe(0);
  });

  it('explains a `query` that is not JSON', () => {
    const search = read('query=%7Bnot%20json');
    expect(search).toEqual({
      kind: 'invalid',
      problem: "The address's query is not an advanced search (the query is not valid JSON).",
    });
  });

  it('names the part of a `query` that is not an advanced search', () => {
    const wrongField = {
      qualifier: 'Must Match',
      entries: [{ field: 'colour', type: 'Matches', search: 'red' }],
    };
    const search = read(`query=${encodeURIComponent(JSON.stringify(wrongField))}`);
    expect(search.kind).toBe('invalid');
    expect(search.kind === 'invalid' && search.problem).toMatch(
      /^The address's query is not an advanced search \(entries\.0\.field: field must be one of all, tags/,
    );

    const noEntries = read(
      `query=${encodeURIComponent(JSON.stringify({ qualifier: 'Must Match', entries: [] }))}`,
    );
    expect(noEntries.kind === 'invalid' && noEntries.problem).toContain(
      'an advanced query has at least one entry',
    );
  });
});

describe('writeSearchAddress', () => {
  const searches: ReferenceSearch[] = [
    { kind: 'all', from: 0 },
    { kind: 'all', from: 400 },
    { kind: 'basic', text: 'sleep & "memory" = 100%', from: 200 },
    { kind: 'advanced', query: twoEntries, from: 0 },
    { kind: 'advanced', query: twoEntries, from: 200 },
  ];

  it.each(searches)('writes an address that reads back as the same search: %j', (search) => {
    expect(readSearchAddress(writeSearchAddress(search))).toEqual(search);
  });

  it('writes the spec parameter names', () => {
    expect(searchHref({ kind: 'all', from: 0 })).toBe('/references?allrecords=yes');
    expect(searchHref({ kind: 'basic', text: 'deep work', from: 0 })).toBe('/references?allfields=deep+work');
    expect(searchHref({ kind: 'all', from: 200 })).toBe('/references?allrecords=yes&from=200');
    expect(searchHref({ kind: 'none' })).toBe('/references');
  });

  it('writes the query JSON with its keys in schema order, whatever order it was built in', () => {
    const shuffled = {
      entries: [{ search: 'entropy', type: 'Matches', field: 'summary' }],
      qualifier: 'Must Match',
    } as unknown as AdvancedQuery;
    expect(writeSearchAddress({ kind: 'advanced', query: shuffled, from: 0 }).get('query')).toBe(
      '{"qualifier":"Must Match","entries":[{"field":"summary","type":"Matches","search":"entropy"}]}',
    );
  });
});

describe('searchCallQuery and atBlock', () => {
  it('sends a basic search as the all-fields advanced query', () => {
    expect(searchCallQuery({ kind: 'basic', text: 'sleep', from: 0 })).toBe(
      '{"qualifier":"Must Match","entries":[{"field":"all","type":"Matches","search":"sleep"}]}',
    );
  });

  it('sends an advanced search as it is, and no query for the list of all records', () => {
    expect(JSON.parse(searchCallQuery({ kind: 'advanced', query: twoEntries, from: 0 })!)).toEqual(
      twoEntries,
    );
    expect(searchCallQuery({ kind: 'all', from: 0 })).toBeUndefined();
  });

  it('moves a search to another block and leaves the rest alone', () => {
    expect(atBlock({ kind: 'basic', text: 'sleep', from: 0 }, 200)).toEqual({
      kind: 'basic',
      text: 'sleep',
      from: 200,
    });
    expect(atBlock({ kind: 'none' }, 200)).toEqual({ kind: 'none' });
  });
});
