// Checks the knowledge-base demo content in content/references (decision 018): the reference
// cards, the argument hierarchy and the synthetic-card generator.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  argumentCardKinds,
  argumentCardSchema,
  argumentParentKinds,
  hierarchyNodeSchema,
  referenceCardDataSchema,
  type ArgumentCardKind,
} from '@portfolio/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root';

const contentDir = join(repoRoot, 'content/references');
const generator = join(contentDir, 'generate-synthetic.mjs');

interface Card {
  uuid: string;
  refTitle: string;
  refLink: string;
  refWrittenType: string;
  refMediaType: string;
  refSocialMediaType: string;
  tags: string[];
  refAuthors: string[];
  publisher: string;
  refDate: string;
  creator: string;
  summary: string;
}

interface Node {
  uuid: string;
  kind: ArgumentCardKind;
  title: string;
  text: string;
  parentUuid: string | null;
  referenceUuids: string[];
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const textFields = [
  'refTitle',
  'refLink',
  'refWrittenType',
  'refMediaType',
  'refSocialMediaType',
  'publisher',
  'refDate',
  'creator',
  'summary',
] as const;

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, name), 'utf8'));
}

/** What is wrong with a card's fields beyond the contract, or [] when it is a well-formed demo card. */
function cardProblems(card: Card): string[] {
  const problems: string[] = [];
  const parsed = referenceCardDataSchema.safeParse(card);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (!uuidV4.test(card.uuid)) problems.push(`uuid ${card.uuid} is not a v4 UUID`);
  for (const field of textFields) {
    if (typeof card[field] !== 'string' || card[field].trim() === '') problems.push(`${field} is empty`);
  }
  if (!/^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/.test(card.refLink))
    problems.push(`refLink ${card.refLink} is not https`);
  if (!Array.isArray(card.tags) || card.tags.length < 3 || card.tags.length > 6)
    problems.push('needs 3 to 6 tags');
  for (const tag of card.tags ?? []) {
    if (tag !== tag.toLowerCase() || tag.trim() !== tag || tag === '')
      problems.push(`tag "${tag}" is not lowercase`);
  }
  if (new Set(card.tags).size !== card.tags?.length) problems.push('repeats a tag');
  if (!Array.isArray(card.refAuthors) || card.refAuthors.length === 0) problems.push('has no author');
  for (const author of card.refAuthors ?? []) if (author.trim() === '') problems.push('has an empty author');
  problems.push(...summaryProblems(card.summary));
  return problems;
}

const allowedTags = new Set(['p', 'em', 'strong', 'ul', 'li', 'a']);

/** The summary is simple HTML: only the allowed elements, no attributes but a link's https href, all closed. */
function summaryProblems(summary: string): string[] {
  const problems: string[] = [];
  if (!/^<(p|ul)>/.test(summary)) problems.push('summary does not start with <p> or <ul>');
  const open: string[] = [];
  for (const match of summary.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, closing, name = '', attributes = ''] = match;
    if (!allowedTags.has(name)) problems.push(`summary uses <${name}>`);
    if (closing) {
      if (open.pop() !== name) problems.push(`summary closes </${name}> out of order`);
    } else {
      const allowedAttributes = name === 'a' ? /^\s+href="https:\/\/[^"]+"$/ : /^$/;
      if (!allowedAttributes.test(attributes))
        problems.push(`summary <${name}> has attributes "${attributes}"`);
      open.push(name);
    }
  }
  if (open.length > 0) problems.push(`summary leaves <${open.join('>, <')}> open`);
  const textOnly = summary.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(textOnly)) problems.push('summary has a stray < or >');
  if (textOnly.trim().split(/\s+/).length < 15) problems.push('summary is shorter than a sentence or two');
  return problems;
}

const cards = readJson('cards.json') as Card[];
const hierarchy = readJson('hierarchy.json') as Node[];

describe('content/references/cards.json', () => {
  it('holds at least 300 cards', () => {
    expect(Array.isArray(cards)).toBe(true);
    expect(cards.length).toBeGreaterThanOrEqual(300);
  });

  it('fills every field of every card sensibly', () => {
    const problems = cards.flatMap((card, index) =>
      cardProblems(card).map((p) => `card ${index} (${card.refTitle}): ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives every card its own v4 uuid and its own address', () => {
    expect(new Set(cards.map((card) => card.uuid)).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.refLink)).size).toBe(cards.length);
  });

  it('uses a shared tag vocabulary: every tag is on at least two cards, several on many', () => {
    const counts = new Map<string, number>();
    for (const card of cards) for (const tag of card.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n < 2)).toEqual([]);
    expect([...counts.values()].filter((n) => n >= 20).length).toBeGreaterThanOrEqual(10);
  });

  it('is entered by a small team of curators', () => {
    const curators = new Set(cards.map((card) => card.creator));
    expect(curators.size).toBeGreaterThanOrEqual(3);
    expect(curators.size).toBeLessThanOrEqual(4);
  });

  it('rejects what it should: the checks catch a broken card', () => {
    const good = cards[0]!;
    expect(cardProblems(good)).toEqual([]);
    expect(cardProblems({ ...good, refLink: 'http://example.org/x' })).toContain(
      'refLink http://example.org/x is not https',
    );
    expect(cardProblems({ ...good, summary: `${good.summary}<script>alert(1)</script>` })).toContain(
      'summary uses <script>',
    );
    expect(cardProblems({ ...good, summary: good.summary.replace('<p>', '<p onclick="x()">') })).toContain(
      'summary <p> has attributes " onclick="x()""',
    );
    expect(cardProblems({ ...good, tags: ['Statistics', 'a', 'b'] })).toContain(
      'tag "Statistics" is not lowercase',
    );
    expect(cardProblems({ ...good, uuid: good.uuid.replace(/^(.{14})4/, '$11') })).toContain(
      `uuid ${good.uuid.replace(/^(.{14})4/, '$11')} is not a v4 UUID`,
    );
  });
});

describe('content/references/hierarchy.json', () => {
  const byUuid = new Map(hierarchy.map((node) => [node.uuid, node]));
  const cardUuids = new Set(cards.map((card) => card.uuid));
  const childrenOf = (uuid: string) => hierarchy.filter((node) => node.parentUuid === uuid);

  it('parses as hierarchy nodes with argument-card content, each with its own v4 uuid', () => {
    for (const node of hierarchy) {
      expect(hierarchyNodeSchema.parse(node)).toBeTruthy();
      expect(argumentCardSchema.parse(node)).toBeTruthy();
      expect(node.uuid).toMatch(uuidV4);
      expect(node.text.trim().length).toBeGreaterThan(20);
    }
    expect(byUuid.size).toBe(hierarchy.length);
    expect(hierarchy.length).toBeGreaterThanOrEqual(60);
    expect(hierarchy.length).toBeLessThanOrEqual(120);
  });

  it('uses every kind, with 3 or 4 quests of 2 or 3 main claims each', () => {
    expect(new Set(hierarchy.map((node) => node.kind))).toEqual(new Set(argumentCardKinds));
    const quests = hierarchy.filter((node) => node.kind === 'quest');
    expect(quests.length).toBeGreaterThanOrEqual(3);
    expect(quests.length).toBeLessThanOrEqual(4);
    for (const quest of quests) {
      const mainClaims = childrenOf(quest.uuid);
      expect(mainClaims.length).toBeGreaterThanOrEqual(2);
      expect(mainClaims.length).toBeLessThanOrEqual(3);
    }
  });

  it('nests kinds sensibly: quests are roots, every other node hangs under an existing parent of an allowed kind', () => {
    const problems: string[] = [];
    for (const node of hierarchy) {
      if (node.kind === 'quest') {
        if (node.parentUuid !== null) problems.push(`quest "${node.title}" has a parent`);
        continue;
      }
      const parent = node.parentUuid === null ? undefined : byUuid.get(node.parentUuid);
      if (!parent) problems.push(`${node.kind} "${node.title}" has no parent in the file`);
      else if (!argumentParentKinds[node.kind].includes(parent.kind)) {
        problems.push(`${node.kind} "${node.title}" hangs under a ${parent.kind}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('backs every main claim with evidence somewhere below it and answers every counterclaim', () => {
    const descendants = (uuid: string): Node[] =>
      childrenOf(uuid).flatMap((child) => [child, ...descendants(child.uuid)]);
    for (const claim of hierarchy.filter((node) => node.kind === 'mainclaim')) {
      expect(
        descendants(claim.uuid).some((node) => node.kind === 'evidence'),
        claim.title,
      ).toBe(true);
    }
    for (const counter of hierarchy.filter((node) => node.kind === 'counterclaim')) {
      expect(
        childrenOf(counter.uuid).some((node) => node.kind === 'rebuttal'),
        counter.title,
      ).toBe(true);
    }
  });

  it('links only to cards in cards.json, and every piece of evidence cites at least one', () => {
    const missing = hierarchy.flatMap((node) => node.referenceUuids.filter((uuid) => !cardUuids.has(uuid)));
    expect(missing).toEqual([]);
    const uncited = hierarchy.filter((node) => node.kind === 'evidence' && node.referenceUuids.length === 0);
    expect(uncited.map((node) => node.title)).toEqual([]);
  });
});

describe('content/references/generate-synthetic.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'synthetic-cards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [generator, ...args], { encoding: 'utf8' });

  it('writes N valid, distinct cards, the same bytes on every run', () => {
    const first = join(dir, 'first.jsonl');
    const second = join(dir, 'second.jsonl');
    run('1000', first);
    run('1000', second);
    const text = readFileSync(first, 'utf8');
    expect(readFileSync(second, 'utf8')).toBe(text);

    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(1000);
    const generated = lines.map((line) => JSON.parse(line) as Card);
    const problems = generated.flatMap((card, index) => cardProblems(card).map((p) => `card ${index}: ${p}`));
    expect(problems).toEqual([]);
    expect(new Set(generated.map((card) => card.uuid)).size).toBe(1000);
  });

  it('derives each card from its index: a shorter run is a prefix of a longer one, another seed differs', () => {
    const long = readFileSync(join(dir, 'first.jsonl'), 'utf8');
    const short = join(dir, 'short.jsonl');
    run('10', short);
    expect(long.startsWith(readFileSync(short, 'utf8'))).toBe(true);
    const seeded = join(dir, 'seeded.jsonl');
    run('10', seeded, 'another-seed');
    expect(readFileSync(seeded, 'utf8')).not.toBe(readFileSync(short, 'utf8'));
  });

  it('spreads words and tags like real text: a few very common, most rare', () => {
    const generated = readFileSync(join(dir, 'first.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Card);
    const tagCounts = new Map<string, number>();
    for (const card of generated)
      for (const tag of card.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    const sorted = [...tagCounts.values()].sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(100);
    expect(sorted.filter((n) => n <= 2).length).toBeGreaterThan(sorted.length / 2);

    const wordCards = new Map<string, number>();
    for (const card of generated) {
      const words = new Set(
        `${card.refTitle} ${card.summary.replace(/<[^>]+>/g, ' ')}`.toLowerCase().match(/[a-z]+/g),
      );
      for (const word of words) wordCards.set(word, (wordCards.get(word) ?? 0) + 1);
    }
    expect(wordCards.get('the')).toBeGreaterThan(800);
    expect(wordCards.size).toBeGreaterThan(2000);
  });

  it('refuses a missing or bad count with a usage message', () => {
    const result = spawnSync(process.execPath, [generator, 'many', join(dir, 'x.jsonl')], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'usage: node content/references/generate-synthetic.mjs <count> <out.jsonl>',
    );
  });
});
