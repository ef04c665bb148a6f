import type { AdvancedQuery, AdvancedQueryEntry, ReferenceCardData } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { upsertReferenceCards } from './cards';
import { type SearchIndex, searchIndexFor } from './search-index';
import { planSearch, searchDocument } from './search-text';
import { openSharedTestApp } from '../../test/shared-test-app';
import { makeCard } from './make-card';

// One suite, run against each search adapter (SQLite FTS5, PostgreSQL tsvector + GIN). Every
// case names the exact cards it expects, so both adapters give the same hits by construction.
// The cards are chosen so that each semantic (word order, stemming, per field, all fields,
// must/should, phrase within one tag, paging) changes the answer.

const fixtures = {
  marathon: makeCard({
    refTitle: 'Running a Marathon in the Rain',
    tags: ['sports science', 'endurance'],
    summary: '<p>How <em>runners</em> prepare for long races.</p>',
  }),
  runsBatted: makeCard({ refTitle: 'Runs Batted In', tags: ['baseball'], refAuthors: ['Lou Fielder'] }),
  learningMachine: makeCard({ refTitle: 'Learning Machine Designs', tags: ['engineering'] }),
  machineLearning: makeCard({ refTitle: 'Machine Learning Basics', tags: ['computing'] }),
  deepLearning: makeCard({ refTitle: 'A Machine for Deep Learning', tags: ['computing'] }),
  glacierSummary: makeCard({
    refTitle: 'Cold Places',
    tags: ['hydrology'],
    summary: '<p>A tour of every <strong>glacier</strong> in the Alps.</p>',
  }),
  glacierTag: makeCard({ refTitle: 'Ice Ages', tags: ['glacier', 'climate change'] }),
  oceanClimate: makeCard({ refTitle: 'Ocean Currents', tags: ['climate change', 'oceans'] }),
  oceanOnly: makeCard({ refTitle: 'Ocean Liners', tags: ['ships'] }),
  tagsTogether: makeCard({ refTitle: 'Archive A', tags: ['neural networks', 'history'] }),
  tagsApart: makeCard({ refTitle: 'Archive B', tags: ['neural', 'networks history'] }),
  artOfWar: makeCard({ refTitle: 'The Art of War', refAuthors: ['Sun Tzu'], refDate: '0500' }),
  artAndWar: makeCard({ refTitle: 'Art and War in Ancient Rome', refDate: '1998-05-01' }),
  cafe: makeCard({ refTitle: 'Café Society', publisher: 'Éditions Nouvelles' }),
  fieldEdge: makeCard({ refTitle: 'Notes from the Deep', refAuthors: ['Learning Annex'] }),
  photosynthesis: makeCard({
    refTitle: 'Green Machines',
    summary: '<p>Photo<em>synthesis</em> explained; see <a href="https://example.org/leaf">leaf</a>.</p>',
  }),
  studies: makeCard({ refTitle: 'Collected Studies', tags: ['connections'] }),
};
type Name = keyof typeof fixtures;
const nameOf = new Map(Object.entries(fixtures).map(([name, card]) => [card.uuid, name as Name]));

const entry = (
  field: AdvancedQueryEntry['field'],
  type: AdvancedQueryEntry['type'],
  search: string,
): AdvancedQueryEntry => ({ field, type, search });
const must = (...entries: AdvancedQueryEntry[]): AdvancedQuery => ({ qualifier: 'Must Match', entries });
const should = (...entries: AdvancedQueryEntry[]): AdvancedQuery => ({ qualifier: 'Should Match', entries });

const cases: Array<[string, AdvancedQuery, Name[]]> = [
  // Matches: stemmed, any order
  [
    'Matches stems: run finds running and runs',
    must(entry('refTitle', 'Matches', 'run')),
    ['marathon', 'runsBatted'],
  ],
  [
    'Matches stems the query too: running finds runs',
    must(entry('refTitle', 'Matches', 'running')),
    ['marathon', 'runsBatted'],
  ],
  [
    'Matches stems plurals: study finds studies',
    must(entry('all', 'Matches', 'study connected')),
    ['studies'],
  ],
  [
    'Matches takes the words in any order',
    must(entry('refTitle', 'Matches', 'learning machine')),
    ['learningMachine', 'machineLearning', 'deepLearning'],
  ],
  ['Matches needs every word', must(entry('refTitle', 'Matches', 'machine basics')), ['machineLearning']],
  ['Matches ignores case', must(entry('refTitle', 'Matches', 'MARATHON')), ['marathon']],
  [
    'Matches keeps small words: "art of war" needs "of"',
    must(entry('refTitle', 'Matches', 'war art of')),
    ['artOfWar'],
  ],
  [
    'Matches without the small word finds both',
    must(entry('refTitle', 'Matches', 'art war')),
    ['artOfWar', 'artAndWar'],
  ],
  // Match Phrase: in order, next to each other
  [
    'Match Phrase keeps the order',
    must(entry('refTitle', 'Match Phrase', 'machine learning')),
    ['machineLearning'],
  ],
  [
    'Match Phrase the other way round',
    must(entry('refTitle', 'Match Phrase', 'learning machine')),
    ['learningMachine'],
  ],
  [
    'Match Phrase needs the words next to each other',
    must(entry('refTitle', 'Match Phrase', 'machine deep learning')),
    [],
  ],
  [
    'Match Phrase is stemmed as well',
    must(entry('refTitle', 'Match Phrase', 'runs a marathons')),
    ['marathon'],
  ],
  ['Match Phrase with small words', must(entry('refTitle', 'Match Phrase', 'the art of war')), ['artOfWar']],
  [
    'a one-word phrase matches the word',
    must(entry('tags', 'Match Phrase', 'computing')),
    ['machineLearning', 'deepLearning'],
  ],
  // Fields
  ['a field search looks only in that field', must(entry('tags', 'Matches', 'glacier')), ['glacierTag']],
  [
    'all fields looks everywhere, the summary included',
    must(entry('all', 'Matches', 'glacier')),
    ['glacierSummary', 'glacierTag'],
  ],
  [
    'all fields: the words may sit in different fields',
    must(entry('all', 'Matches', 'glacier hydrology')),
    ['glacierSummary'],
  ],
  [
    'a phrase never runs from one field into the next',
    must(entry('all', 'Match Phrase', 'deep learning')),
    ['deepLearning'],
  ],
  ['authors are searched', must(entry('refAuthors', 'Matches', 'tzu')), ['artOfWar']],
  ['dates are searched as words', must(entry('refDate', 'Matches', '1998')), ['artAndWar']],
  // Tags are a list: a phrase lies within one tag, Matches may use several
  [
    'a tag phrase lies within one tag',
    must(entry('tags', 'Match Phrase', 'neural networks')),
    ['tagsTogether'],
  ],
  [
    'a tag phrase does not join two tags',
    must(entry('tags', 'Match Phrase', 'networks history')),
    ['tagsApart'],
  ],
  [
    'Matches on tags may use several tags',
    must(entry('tags', 'Matches', 'neural history')),
    ['tagsTogether', 'tagsApart'],
  ],
  // Summary HTML and accents
  ['markup is not text: no card matches "strong"', must(entry('all', 'Matches', 'strong')), []],
  ['link addresses are not text', must(entry('summary', 'Matches', 'example')), []],
  [
    'inline markup inside a word keeps the word whole',
    must(entry('summary', 'Matches', 'photosynthesis')),
    ['photosynthesis'],
  ],
  ['accents do not matter: cafe finds Café', must(entry('refTitle', 'Matches', 'cafe')), ['cafe']],
  [
    'accents do not matter: editions finds Éditions',
    must(entry('publisher', 'Match Phrase', 'éditions nouvelles')),
    ['cafe'],
  ],
  // Must and Should
  [
    'Must Match: every entry holds',
    must(entry('tags', 'Match Phrase', 'climate change'), entry('refTitle', 'Matches', 'ocean')),
    ['oceanClimate'],
  ],
  [
    'Should Match: at least one entry holds',
    should(entry('tags', 'Match Phrase', 'climate change'), entry('refTitle', 'Matches', 'ocean')),
    ['glacierTag', 'oceanClimate', 'oceanOnly'],
  ],
  [
    'Should Match with an entry that matches nothing',
    should(entry('refTitle', 'Matches', 'zeppelin'), entry('tags', 'Matches', 'baseball')),
    ['runsBatted'],
  ],
  [
    'Must Match with an entry that matches nothing',
    must(entry('refTitle', 'Matches', 'zeppelin'), entry('tags', 'Matches', 'baseball')),
    [],
  ],
  [
    'entries without words are left out',
    must(entry('tags', 'Match Phrase', ''), entry('refTitle', 'Matches', 'liners')),
    ['oceanOnly'],
  ],
  // Query syntax of either engine is only text
  [
    'engine syntax is taken as words',
    must(entry('all', 'Matches', '"ocean" OR {tags}: NEAR(liners*) -')),
    [],
  ],
  [
    'quotes and operators around real words',
    must(entry('refTitle', 'Matches', '"Ocean" & (liners)!')),
    ['oceanOnly'],
  ],
];

describe.each(databases)('search conformance on $name', (database) => {
  let app: FastifyInstance;
  let dispose: (() => Promise<void>) | undefined;
  let searchIndex: SearchIndex;

  beforeAll(async () => {
    ({ app, dispose } = await openSharedTestApp(database));
    searchIndex = searchIndexFor(app.dbDialect);
    await app.db
      .transaction()
      .execute((trx) => upsertReferenceCards(trx, searchIndex, Object.values(fixtures)));
  });
  afterAll(async () => {
    await dispose?.();
  });

  async function hits(query: AdvancedQuery, from = 0, size = 200): Promise<{ total: number; names: Name[] }> {
    const found = await searchIndex.search(app.db, planSearch(query), { from, size });
    const rows = found.ids.length
      ? await app.db
          .selectFrom('reference_cards')
          .select(['id', 'uuid'])
          .where('id', 'in', found.ids)
          .execute()
      : [];
    const uuidOf = new Map(rows.map((row) => [Number(row.id), row.uuid]));
    return { total: found.total, names: found.ids.map((id) => nameOf.get(uuidOf.get(id) ?? '') as Name) };
  }

  it.each(cases)('%s', async (_title, query, expected) => {
    expect(await hits(query)).toEqual({ total: expected.length, names: expected });
  });

  it('pages through the hits in id order, counting them all', async () => {
    const query = must(entry('refTitle', 'Matches', 'machine'));
    const all: Name[] = ['learningMachine', 'machineLearning', 'deepLearning', 'photosynthesis'];
    expect(await hits(query)).toEqual({ total: 4, names: all });
    expect(await hits(query, 0, 2)).toEqual({ total: 4, names: all.slice(0, 2) });
    expect(await hits(query, 2, 2)).toEqual({ total: 4, names: all.slice(2, 4) });
    expect(await hits(query, 3, 2)).toEqual({ total: 4, names: all.slice(3) });
    expect(await hits(query, 4, 2)).toEqual({ total: 4, names: [] });
    expect(await hits(query, 1000, 2)).toEqual({ total: 4, names: [] });
  });

  it('replaces what it indexed for a card, and forgets removed cards', async () => {
    const extra = makeCard({ refTitle: 'Zeppelin Voyages', tags: ['airships'] });
    const ids = await app.db.transaction().execute((trx) => upsertReferenceCards(trx, searchIndex, [extra]));
    const id = ids.get(extra.uuid)!;
    expect((await hits(must(entry('refTitle', 'Matches', 'zeppelin')))).total).toBe(1);

    const renamed: ReferenceCardData = { ...extra, refTitle: 'Balloon Voyages' };
    await searchIndex.index(app.db, [searchDocument(id, renamed)]);
    expect((await hits(must(entry('refTitle', 'Matches', 'zeppelin')))).total).toBe(0);
    expect((await hits(must(entry('refTitle', 'Matches', 'balloon')))).total).toBe(1);

    await searchIndex.remove(app.db, [id]);
    expect((await hits(must(entry('refTitle', 'Matches', 'balloon')))).total).toBe(0);
    expect((await hits(must(entry('tags', 'Matches', 'airships')))).total).toBe(0);
    await app.db.deleteFrom('reference_cards').where('id', '=', id).execute();
  });
});
