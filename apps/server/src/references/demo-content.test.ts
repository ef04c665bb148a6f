import {
  argumentCardKinds,
  basicSearchQuery,
  referencePageSchema,
  referenceSearchPageSchema,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { runDemoLoaders } from '../content/demo-loader';
import { readReferencesDemoContent, referencesDemoLoader } from './demo-content';

const content = readReferencesDemoContent();

describe('the references demo content', () => {
  it('is there, and passes the rules a backup import applies', () => {
    expect(content.cards.length).toBeGreaterThanOrEqual(300);
    expect(content.hierarchy.length).toBeGreaterThan(0);
    expect(new Set(content.hierarchy.map((node) => node.kind))).toEqual(new Set(argumentCardKinds));
  });

  it('has a loader version that follows the content: a positive 32-bit number', () => {
    expect(Number.isInteger(referencesDemoLoader.version)).toBe(true);
    expect(referencesDemoLoader.version).toBeGreaterThan(0);
    expect(referencesDemoLoader.version).toBeLessThanOrEqual(0x7fffffff);
  });
});

describe.each(databases)('references demo content on $name', (database) => {
  const server = useTestServer(database);

  it('loads every card, node and argument card on first start, searchable, with no missing references', async () => {
    const app = await server.build({}, { demoLoaders: [referencesDemoLoader] });
    const page = referencePageSchema.parse(
      (await app.inject({ url: '/api-knowledgebase?size=1000' })).json(),
    );
    expect(page.total).toBe(content.cards.length);
    expect(new Set(page.records.map((card) => card.uuid))).toEqual(
      new Set(content.cards.map((card) => card.uuid)),
    );

    const nodes = (await app.inject({ url: '/api-hierarchy/all' })).json() as unknown[];
    expect(nodes).toHaveLength(content.hierarchy.length);
    let argumentCards = 0;
    for (const kind of argumentCardKinds) {
      argumentCards += ((await app.inject({ url: `/api-cards/all/${kind}` })).json() as unknown[]).length;
    }
    expect(argumentCards).toBe(content.hierarchy.length);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api-references/missingUUIDs',
          headers: { 'content-type': 'application/json' },
        })
      ).json(),
    ).toEqual({
      missing: [],
    });

    // Every card is found by the words of its own title.
    const card = content.cards[Math.floor(content.cards.length / 2)]!;
    const search = (
      await app.inject({
        url: `/api-knowledgebase/docs/query?q=${encodeURIComponent(JSON.stringify(basicSearchQuery(card.refTitle)))}`,
      })
    ).json();
    const found = referenceSearchPageSchema.parse(search);
    expect(found.records.map((record) => record.uuid)).toContain(card.uuid);
  });

  it('loads again without doubling anything', async () => {
    const app = await server.build({}, { demoLoaders: [referencesDemoLoader] });
    await app.db.deleteFrom('demo_content').execute();
    expect(await runDemoLoaders(app.db, [referencesDemoLoader])).toEqual(['references']);
    const page = referencePageSchema.parse((await app.inject({ url: '/api-knowledgebase?size=1' })).json());
    expect(page.total).toBe(content.cards.length);
    const query = basicSearchQuery(content.cards[0]!.refTitle);
    const found = referenceSearchPageSchema.parse(
      (
        await app.inject({
          url: `/api-knowledgebase/docs/query?q=${encodeURIComponent(JSON.stringify(query))}`,
        })
      ).json(),
    );
    expect(found.records.filter((record) => record.uuid === content.cards[0]!.uuid)).toHaveLength(1);
  });
});
