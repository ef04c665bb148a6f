import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiErrorSchema,
  argumentCardKinds,
  argumentCardSchema,
  backupFileStatusSchema,
  exportAnswerSchema,
  hierarchyNodeSchema,
  importAnswerSchema,
  referenceCardDataSchema,
  type ArgumentCard,
  type HierarchyNode,
  type ReferenceCardData,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import type { DemoLoader } from '../content/demo-loader';
import { maxBackupFileBytes } from './backup';
import { loadReferencesContent, type ReferencesDemoContent } from './demo-content';
import { searchIndexFor } from './search-index';
import { makeCard } from './make-card';

const uuid = (n: number) => `11111111-2222-4333-8444-${n.toString(16).padStart(12, '0')}`;

// Listed out of uuid order on purpose: files are written sorted.
const cards: ReferenceCardData[] = [
  makeCard({
    uuid: uuid(0x30),
    refTitle: 'Thinking in Systems',
    tags: ['systems', 'feedback loops'],
    refAuthors: ['Donella Meadows'],
    refDate: '2008',
  }),
  makeCard({
    uuid: uuid(0x10),
    refTitle: 'The Structure of Scientific Revolutions',
    tags: ['paradigm'],
    summary: '<p>Normal science and <em>crisis</em>.</p>',
  }),
  makeCard({
    uuid: uuid(0x20),
    refTitle: 'Silent Spring',
    refLink: '',
    tags: ['pesticides'],
    refDate: '1962-09-27',
  }),
];

const content: ReferencesDemoContent = {
  cards,
  hierarchy: [
    {
      uuid: uuid(0x103),
      kind: 'mainclaim',
      parentUuid: uuid(0x101),
      referenceUuids: [uuid(0x30)],
      title: 'Feedback shapes outcomes',
      text: 'Loops matter.',
    },
    {
      uuid: uuid(0x101),
      kind: 'quest',
      parentUuid: null,
      referenceUuids: [],
      title: 'How do systems change?',
      text: 'A question.',
    },
    {
      uuid: uuid(0x104),
      kind: 'evidence',
      parentUuid: uuid(0x103),
      referenceUuids: [uuid(0x10), uuid(0x999)],
      title: 'Case studies',
      text: 'Several.',
    },
    {
      uuid: uuid(0x105),
      kind: 'counterclaim',
      parentUuid: uuid(0x103),
      referenceUuids: [uuid(0x999), uuid(0x998)],
      title: 'Outcomes are random',
      text: 'Some say.',
    },
    {
      uuid: uuid(0x106),
      kind: 'rebuttal',
      parentUuid: uuid(0x105),
      referenceUuids: [uuid(0x20)],
      title: 'Patterns recur',
      text: 'They do.',
    },
    {
      uuid: uuid(0x102),
      kind: 'minorclaim',
      parentUuid: uuid(0x103),
      referenceUuids: [],
      title: 'Delays mislead',
      text: 'Slowly.',
    },
  ],
};

const fixtureLoader: DemoLoader = {
  name: 'references-test',
  version: 1,
  load: (trx) => loadReferencesContent(trx, content),
};

const exportTargets = ['refs', 'hier', ...argumentCardKinds] as const;
const fileOfTarget = (target: (typeof exportTargets)[number]) => (target === 'hier' ? 'hierarchy' : target);
const sourceOf = (target: (typeof exportTargets)[number]) =>
  target === 'refs'
    ? '/api-references'
    : target === 'hier'
      ? '/api-hierarchy/all'
      : `/api-cards/all/${target}`;
const importUrlOf = (target: (typeof exportTargets)[number]) =>
  target === 'refs'
    ? '/api-import/refs'
    : target === 'hier'
      ? '/api-import/hierarchy'
      : `/api-import/cards/${target}`;

/** Everything the backup page can see, to compare before and after. */
async function snapshot(app: FastifyInstance) {
  const answers: Record<string, unknown> = {};
  for (const target of exportTargets) answers[target] = (await app.inject({ url: sourceOf(target) })).json();
  answers.missing = (
    await app.inject({
      method: 'POST',
      url: '/api-references/missingUUIDs',
      headers: { 'content-type': 'application/json' },
    })
  ).json();
  return answers;
}

/** What the backup page does: fetch the data, post it to the export call. */
async function exportAll(app: FastifyInstance, cookie: string) {
  for (const target of exportTargets) {
    const data = (await app.inject({ url: sourceOf(target) })).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api-export/${target}`,
      headers: { cookie },
      payload: data,
    });
    expect(response.statusCode, target).toBe(200);
    exportAnswerSchema.parse(response.json());
  }
}

async function wipe(app: FastifyInstance) {
  const ids = (await app.db.selectFrom('reference_cards').select('id').execute()).map((row) =>
    Number(row.id),
  );
  await searchIndexFor(app.dbDialect).remove(app.db, ids);
  for (const table of ['reference_cards', 'hierarchy_nodes', 'argument_cards'] as const)
    await app.db.deleteFrom(table).execute();
}

describe.each(databases)('backup on $name', (database) => {
  const server = useTestServer(database);
  const build = () => server.build({}, { demoLoaders: [fixtureLoader] });
  const backupDir = () => join(server.dir, 'data', 'backup');
  const readBackup = (name: string) => readFileSync(join(backupDir(), `${name}.json`), 'utf8');

  it('answers the reference cards in backup form, the hierarchy and the argument cards, by uuid', async () => {
    const app = await build();
    const references = z
      .array(referenceCardDataSchema)
      .parse((await app.inject({ url: '/api-references' })).json());
    expect(references.map((card) => card.uuid)).toEqual([uuid(0x10), uuid(0x20), uuid(0x30)]);
    expect(references[0]).toEqual(cards[1]);
    expect(references[0]).not.toHaveProperty('id');

    const hierarchy = z
      .array(hierarchyNodeSchema)
      .parse((await app.inject({ url: '/api-hierarchy/all' })).json());
    expect(hierarchy.map((node) => node.uuid)).toEqual([0x101, 0x102, 0x103, 0x104, 0x105, 0x106].map(uuid));
    expect(hierarchy[3]).toEqual({
      uuid: uuid(0x104),
      kind: 'evidence',
      parentUuid: uuid(0x103),
      referenceUuids: [uuid(0x10), uuid(0x999)],
    });

    const quests = z
      .array(argumentCardSchema)
      .parse((await app.inject({ url: '/api-cards/all/quest' })).json());
    expect(quests).toEqual([
      { uuid: uuid(0x101), kind: 'quest', title: 'How do systems change?', text: 'A question.' },
    ]);
    expect((await app.inject({ url: '/api-cards/all/rebuttal' })).json()).toHaveLength(1);
  });

  it('answers 400 naming kind to an unknown card kind', async () => {
    const app = await build();
    const response = await app.inject({ url: '/api-cards/all/opinion' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ field: 'kind' });
  });

  it('lists the reference uuids the hierarchy cites that no card has, with who cites them', async () => {
    const app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api-references/missingUUIDs',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      missing: [
        { uuid: uuid(0x998), referencedBy: [uuid(0x105)] },
        { uuid: uuid(0x999), referencedBy: [uuid(0x104), uuid(0x105)] },
      ],
    });
  });

  it('writes canonical files atomically and reports them in the exists flags', async () => {
    const app = await build();
    const before = backupFileStatusSchema.parse(
      (await app.inject({ url: '/api-export/json/exists' })).json(),
    );
    expect(Object.values(before).every((flag) => flag === false)).toBe(true);

    const cookie = await signInAsOwner(app);
    // Posted out of order and with database ids, as GET /api-knowledgebase answers them.
    const posted = [cards[0], cards[2], cards[1]].map((card, index) => ({ id: index + 7, ...card }));
    const response = await app.inject({
      method: 'POST',
      url: '/api-export/refs',
      headers: { cookie },
      payload: posted,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Exported 3 reference cards to refs.json' });

    const text = readBackup('refs');
    const written = JSON.parse(text) as Record<string, unknown>[];
    expect(written.map((card) => card.uuid)).toEqual([uuid(0x10), uuid(0x20), uuid(0x30)]);
    expect(Object.keys(written[0]!)).toEqual(Object.keys(referenceCardDataSchema.shape));
    expect(text.endsWith(']\n')).toBe(true);
    expect(text).toBe(`${JSON.stringify(written, null, 2)}\n`);
    expect(readdirSync(backupDir())).toEqual(['refs.json']);

    const after = backupFileStatusSchema.parse((await app.inject({ url: '/api-export/json/exists' })).json());
    expect(after).toEqual({
      refs: true,
      hierarchy: false,
      quest: false,
      mainclaim: false,
      minorclaim: false,
      evidence: false,
      counterclaim: false,
      rebuttal: false,
    });
  });

  it('writes to BACKUP_DIR when it is set', async () => {
    const app = await server.build(
      { BACKUP_DIR: join(server.dir, 'elsewhere') },
      { demoLoaders: [fixtureLoader] },
    );
    const cookie = await signInAsOwner(app);
    const data = (await app.inject({ url: '/api-hierarchy/all' })).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api-export/hier',
      headers: { cookie },
      payload: data,
    });
    expect(response.json()).toEqual({ msg: 'Exported 6 hierarchy nodes to hierarchy.json' });
    expect(readdirSync(join(server.dir, 'elsewhere'))).toEqual(['hierarchy.json']);
    expect((await app.inject({ url: '/api-export/json/exists' })).json()).toMatchObject({
      hierarchy: true,
      refs: false,
    });
  });

  it('round trip: export everything, wipe, import everything, export again gives identical files', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const before = await snapshot(app);
    await exportAll(app, cookie);
    const files = Object.fromEntries(
      exportTargets.map((target) => [target, readBackup(fileOfTarget(target))]),
    );
    expect(
      Object.values((await app.inject({ url: '/api-export/json/exists' })).json() as object).every(Boolean),
    ).toBe(true);

    await wipe(app);
    expect((await app.inject({ url: '/api-references' })).json()).toEqual([]);
    expect(
      (
        await app.inject({
          url:
            '/api-knowledgebase/docs/query?q=' +
            encodeURIComponent(
              '{"qualifier":"Must Match","entries":[{"field":"all","type":"Matches","search":"spring"}]}',
            ),
        })
      ).json(),
    ).toMatchObject({ total: 0 });

    const counts: Record<string, number> = {};
    for (const target of exportTargets) {
      const response = await app.inject({
        method: 'POST',
        url: importUrlOf(target),
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(response.statusCode, target).toBe(200);
      counts[target] = importAnswerSchema.parse(response.json()).count;
    }
    expect(counts).toEqual({
      refs: 3,
      hier: 6,
      quest: 1,
      mainclaim: 1,
      minorclaim: 1,
      evidence: 1,
      counterclaim: 1,
      rebuttal: 1,
    });
    expect(await snapshot(app)).toEqual(before);

    await exportAll(app, cookie);
    for (const target of exportTargets) expect(readBackup(fileOfTarget(target)), target).toBe(files[target]);

    // The imported cards are searchable again.
    const search = await app.inject({
      url:
        '/api-knowledgebase/docs/query?q=' +
        encodeURIComponent(
          '{"qualifier":"Must Match","entries":[{"field":"all","type":"Matches","search":"spring"}]}',
        ),
    });
    expect(search.json()).toMatchObject({ total: 1, records: [{ refTitle: 'Silent Spring' }] });
  });

  it('import upserts by uuid: changed cards are replaced, new ones added, none doubled', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const changed = { ...cards[0]!, refTitle: 'Thinking in Loops' };
    const added = makeCard({ uuid: uuid(0x40), refTitle: 'Limits to Growth' });
    const response = await app.inject({
      method: 'POST',
      url: '/api-export/refs',
      headers: { cookie },
      payload: [changed, added],
    });
    expect(response.statusCode).toBe(200);

    const imported = await app.inject({
      method: 'POST',
      url: '/api-import/refs',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(imported.json()).toEqual({ msg: 'Imported 2 reference cards from refs.json', count: 2 });
    const titles = z
      .array(referenceCardDataSchema)
      .parse((await app.inject({ url: '/api-references' })).json())
      .map((card) => card.refTitle);
    expect(titles).toEqual([
      'The Structure of Scientific Revolutions',
      'Silent Spring',
      'Thinking in Loops',
      'Limits to Growth',
    ]);
    const old = await app.inject({
      url:
        '/api-knowledgebase/docs/query?q=' +
        encodeURIComponent(
          '{"qualifier":"Must Match","entries":[{"field":"refTitle","type":"Matches","search":"systems"}]}',
        ),
    });
    expect(old.json()).toMatchObject({ total: 0 });
  });

  it('refuses a file larger than any export writes before reading it, and changes nothing', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const before = await snapshot(app);
    await app.inject({ method: 'POST', url: '/api-export/refs', headers: { cookie }, payload: cards });
    // Valid JSON all through: only its size is wrong.
    const padded = readBackup('refs').replace(/\n\]\n$/, `${' '.repeat(maxBackupFileBytes)}]`);
    writeFileSync(join(backupDir(), 'refs.json'), padded);

    const response = await app.inject({
      method: 'POST',
      url: '/api-import/refs',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      field: 'file',
      message:
        'refs.json was not imported: it is larger than 32 MB, the most an export writes. Nothing was changed.',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses a truncated file with 422 saying why, and changes nothing', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const before = await snapshot(app);
    const changed = cards.map((card) => ({ ...card, refTitle: `${card.refTitle} (edited)` }));
    await app.inject({ method: 'POST', url: '/api-export/refs', headers: { cookie }, payload: changed });
    const whole = readBackup('refs');
    writeFileSync(join(backupDir(), 'refs.json'), whole.slice(0, Math.floor(whole.length * 0.8)));

    const response = await app.inject({
      method: 'POST',
      url: '/api-import/refs',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 422, error: 'Unprocessable Entity', field: 'file' });
    expect(body.message).toMatch(
      /^refs\.json was not imported: it is not valid JSON \(is it cut short\?\).*Nothing was changed\.$/,
    );
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    [
      'a record breaks the schema (the last one, after good ones)',
      (list: unknown[]) => [...list.slice(0, 2), { ...(list[2] as object), refTitle: '' }],
      '2.refTitle',
      /record 2 \(refTitle\): refTitle is required/,
    ],
    [
      'a link is not http(s)',
      (list: unknown[]) => [{ ...(list[0] as object), refLink: 'javascript:alert(1)' }, ...list.slice(1)],
      '0.refLink',
      /http\(s\)/,
    ],
    ['a uuid appears twice', (list: unknown[]) => [...list, list[1]], '3.uuid', /appears twice/],
    ['the file is no list', () => ({ cards: [] }), 'file', /must hold a JSON list/],
  ])('refuses a file where %s, and changes nothing', async (_case, corrupt, field, message) => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const before = await snapshot(app);
    const edited = cards.map((card) => ({ ...card, refTitle: `${card.refTitle} (edited)` }));
    await app.inject({ method: 'POST', url: '/api-export/refs', headers: { cookie }, payload: edited });
    const list = JSON.parse(readBackup('refs')) as unknown[];
    writeFileSync(join(backupDir(), 'refs.json'), JSON.stringify(corrupt(list)));

    const response = await app.inject({
      method: 'POST',
      url: '/api-import/refs',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses a hierarchy file whose node hangs under a missing or wrong parent, and a card file of another kind', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const before = await snapshot(app);
    const nodes = (await app.inject({ url: '/api-hierarchy/all' })).json() as HierarchyNode[];
    await app.inject({ method: 'POST', url: '/api-export/hier', headers: { cookie }, payload: nodes });
    const orphan = nodes.map((node) =>
      node.kind === 'rebuttal' ? { ...node, parentUuid: uuid(0x777) } : node,
    );
    writeFileSync(join(backupDir(), 'hierarchy.json'), JSON.stringify(orphan));
    const first = await app.inject({
      method: 'POST',
      url: '/api-import/hierarchy',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(first.statusCode).toBe(422);
    expect(apiErrorSchema.parse(first.json()).message).toMatch(/parent .* is not in the hierarchy/);

    const wrongKind = (await app.inject({ url: '/api-cards/all/quest' })).json() as ArgumentCard[];
    writeFileSync(join(backupDir(), 'evidence.json'), JSON.stringify(wrongKind));
    const second = await app.inject({
      method: 'POST',
      url: '/api-import/cards/evidence',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(second.statusCode).toBe(422);
    expect(apiErrorSchema.parse(second.json())).toMatchObject({ field: '0.kind' });
    expect(await snapshot(app)).toEqual(before);
  });

  it('answers 404 to an import with no file', async () => {
    const app = await build();
    const cookie = await signInAsOwner(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api-import/cards/quest',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe(
      'There is no quest.json in the backup folder: export it first.',
    );
  });

  it.each([
    [
      'refs',
      (list: ReferenceCardData[]) => [list[0], { ...list[0], refTitle: 'Copy' }],
      '1.uuid',
      /appears twice/,
    ],
    ['refs', (list: ReferenceCardData[]) => [{ ...list[0], refDate: 'last year' }], '0.refDate', /YYYY/],
    [
      'hier',
      (list: HierarchyNode[]) =>
        list.map((node) => (node.kind === 'quest' ? { ...node, parentUuid: list[1]!.uuid } : node)),
      '0.parentUuid',
      /a quest has no parent/,
    ],
    [
      'hier',
      (list: HierarchyNode[]) =>
        list.map((node) => (node.kind === 'rebuttal' ? { ...node, parentUuid: uuid(0x101) } : node)),
      '5.parentUuid',
      /a rebuttal hangs under a counterclaim, not a quest/,
    ],
    [
      'hier',
      (list: HierarchyNode[]) => [
        ...list,
        { uuid: uuid(0x201), kind: 'evidence', parentUuid: uuid(0x202), referenceUuids: [] },
        { uuid: uuid(0x202), kind: 'counterclaim', parentUuid: uuid(0x201), referenceUuids: [] },
      ],
      '6.parentUuid',
      /is its own ancestor/,
    ],
    [
      'evidence',
      () => [{ uuid: uuid(0x101), kind: 'quest', title: 'Q', text: '' }],
      '0.kind',
      /every card in evidence\.json must be of kind evidence, not quest/,
    ],
    [
      'quest',
      () => [{ uuid: uuid(0x101), kind: 'quest', title: '', text: '' }],
      '0.title',
      /title is required/,
    ],
    ['refs', () => ({ not: 'a list' }), 'body', undefined],
  ] as const)(
    'refuses a bad %s export body with 400 naming the field, writing nothing',
    async (target, corrupt, field, message) => {
      const app = await build();
      const cookie = await signInAsOwner(app);
      const data = (await app.inject({ url: sourceOf(target) })).json();
      const payload = (corrupt as (list: never) => unknown)(data as never);
      const response = await app.inject({
        method: 'POST',
        url: `/api-export/${target}`,
        headers: { cookie },
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.field).toBe(field);
      if (message) expect(body.message).toMatch(message);
      expect(
        backupFileStatusSchema.parse((await app.inject({ url: '/api-export/json/exists' })).json()),
      ).toMatchObject({
        refs: false,
        hierarchy: false,
      });
    },
  );

  it('answers 401 to every export and import without the owner, and nothing changes', async () => {
    const app = await build();
    const before = await snapshot(app);
    const cookie = await signInAsOwner(app);
    await exportAll(app, cookie);
    const files = Object.fromEntries(
      exportTargets.map((target) => [target, readBackup(fileOfTarget(target))]),
    );
    for (const target of exportTargets) {
      const exported = await app.inject({ method: 'POST', url: `/api-export/${target}`, payload: [] });
      expect(exported.statusCode, target).toBe(401);
      expect(apiErrorSchema.parse(exported.json()).status).toBe(401);
      const imported = await app.inject({ method: 'POST', url: importUrlOf(target) });
      expect(imported.statusCode, target).toBe(401);
    }
    for (const target of exportTargets) expect(readBackup(fileOfTarget(target))).toBe(files[target]);
    expect(await snapshot(app)).toEqual(before);
  });

  it('exports and imports an empty list', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const cookie = await signInAsOwner(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api-export/rebuttal',
      headers: { cookie },
      payload: [],
    });
    expect(response.json()).toEqual({ msg: 'Exported 0 rebuttal cards to rebuttal.json' });
    expect(readBackup('rebuttal')).toBe('[]\n');
    const imported = await app.inject({
      method: 'POST',
      url: '/api-import/cards/rebuttal',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(imported.json()).toEqual({ msg: 'Imported 0 rebuttal cards from rebuttal.json', count: 0 });
  });
});
