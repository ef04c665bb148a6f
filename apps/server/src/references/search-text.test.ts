import { describe, expect, it } from 'vitest';
import { highlightCard } from './highlight';
import { allFieldsText, boundaryToken, htmlToText, planSearch, searchDocument, words } from './search-text';
import { makeCard } from './make-card';

describe('words', () => {
  it('folds case and accents and splits on everything but letters and digits', () => {
    expect(words('Café-Society: ÉDITIONS 1998/05, naïve "quotes" {tags}:x')).toEqual([
      'cafe',
      'society',
      'editions',
      '1998',
      '05',
      'naive',
      'quotes',
      'tags',
      'x',
    ]);
  });

  it('never yields the boundary word, even when a text contains it', () => {
    expect(words(`before ${boundaryToken} after`)).toEqual(['before', 'after']);
  });
});

describe('htmlToText', () => {
  it('drops tags, keeps words split by inline tags whole, and decodes entities', () => {
    expect(htmlToText('<p>Photo<em>synthesis</em> &amp; <strong>light</strong></p><p>next</p>')).toBe(
      ' Photosynthesis & light  next ',
    );
    expect(htmlToText('a&#39;b &#x41; &nbsp;c &unknown;')).toBe("a'b A  c &unknown;");
  });

  it('drops script and style content and attribute values', () => {
    const text = htmlToText('<p title="hidden words">shown</p><script>alert(1)</script><style>p{}</style>');
    expect(words(text)).toEqual(['shown']);
  });
});

describe('searchDocument', () => {
  it('puts a boundary between tags and between authors, and between fields in the all-fields text', () => {
    const doc = searchDocument(
      7,
      makeCard({ tags: ['Neural Networks', 'history'], refAuthors: ['Ada Lovelace'], refTitle: 'Notes' }),
    );
    expect(doc.id).toBe(7);
    expect(doc.fields.tags).toBe(`neural networks ${boundaryToken} history`);
    expect(doc.fields.refAuthors).toBe('ada lovelace');
    expect(
      allFieldsText(doc.fields).startsWith(`neural networks ${boundaryToken} history ${boundaryToken} notes`),
    ).toBe(true);
  });
});

describe('planSearch', () => {
  it('keeps entries with words, phrases in order with repeats, Matches words once', () => {
    expect(
      planSearch({
        qualifier: 'Should Match',
        entries: [
          { field: 'tags', type: 'Match Phrase', search: '' },
          { field: 'refTitle', type: 'Match Phrase', search: 'Tora! Tora! Tora!' },
          { field: 'all', type: 'Matches', search: 'war war peace' },
          { field: 'tags', type: 'Match Phrase', search: 'single' },
        ],
      }),
    ).toEqual({
      mode: 'any',
      clauses: [
        { field: 'refTitle', phrase: true, words: ['tora', 'tora', 'tora'] },
        { field: 'all', phrase: false, words: ['war', 'peace'] },
        { field: 'tags', phrase: false, words: ['single'] },
      ],
    });
  });
});

describe('highlightCard', () => {
  const card = makeCard({
    refTitle: 'Running Commentary on Runs',
    tags: ['machine learning', 'learning history'],
    refAuthors: ['Zoë Runner'],
    summary: '<p>She <em>ran</em> and keeps <strong>running</strong>; Café talk.</p>',
  });
  const plan = (
    search: string,
    field: 'all' | 'tags' | 'summary' = 'all',
    type: 'Matches' | 'Match Phrase' = 'Matches',
  ) => planSearch({ qualifier: 'Must Match', entries: [{ field, type, search }] });

  it('marks stemmed forms in every field for all fields, as the page shows them', () => {
    expect(highlightCard(card, plan('run'))).toEqual({
      refTitle: ['running', 'runs'],
      summary: ['running'],
    });
    expect(highlightCard(card, plan('CAFE'))).toEqual({ summary: ['café'] });
  });

  it('marks a phrase only where the words stand together, within one tag', () => {
    expect(highlightCard(card, plan('learning history', 'tags', 'Match Phrase'))).toEqual({
      tags: ['learning', 'history'],
    });
    expect(highlightCard(card, plan('machine history', 'tags', 'Match Phrase'))).toEqual({});
  });

  it('marks nothing for a Matches clause the card does not satisfy', () => {
    expect(highlightCard(card, plan('running zeppelin'))).toEqual({});
    expect(highlightCard(card, plan('history', 'summary'))).toEqual({});
  });
});
