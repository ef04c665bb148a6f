// Checks the hand-written Enneagram content in content/enneagram: the balanced design of the 144
// question pairs (spec part 2 §3: nine groups of 32 answers), the answer key that follows from it,
// and the reference texts the pages show. Factory import loads these files as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answerLevels,
  checklistGroupSchema,
  enneagramPagesSchema,
  enneagramReferenceSchema,
  enneagramTypeLetters,
  enneagramTypeSlugs,
  homeVideoSchema,
  questionSchema,
  typeDescriptorSchema,
  type Question,
} from '@portfolio/contracts';
import { z } from 'zod';
import { repoRoot } from '../repo-root';

const contentDir = join(repoRoot, 'content/enneagram');

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, name), 'utf8'));
}

const questions = z.array(questionSchema).parse(readJson('questions.json'));
const answerKey = z.record(z.string(), z.string()).parse(readJson('answer-key.json'));
const types = z.array(typeDescriptorSchema).parse(readJson('types.json'));
const checklist = z.object({ checklist: z.array(checklistGroupSchema) }).parse(readJson('checklist.json'));
const pages = enneagramPagesSchema.parse(readJson('pages.json'));
const homeVideo = homeVideoSchema.parse(readJson('home-video.json'));

const letters: readonly string[] = enneagramTypeLetters;

/** One statement with the type the key gives it. */
interface Statement {
  questionId: number;
  side: 1 | 2;
  text: string;
  level: Question['gs1'];
  letter: string | undefined;
}

const statements: Statement[] = questions.flatMap((question) => [
  {
    questionId: question.id,
    side: 1,
    text: question.a1,
    level: question.gs1,
    letter: answerKey[`${question.id}.1`],
  },
  {
    questionId: question.id,
    side: 2,
    text: question.a2,
    level: question.gs2,
    letter: answerKey[`${question.id}.2`],
  },
]);

/** "D+F" for a question setting types 1 and 2 against each other, in either order. */
function pairOf(question: Question): string {
  return [answerKey[`${question.id}.1`], answerKey[`${question.id}.2`]].sort().join('+');
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

describe('Enneagram questions', () => {
  it('has 144 questions with ids 1..144 in order', () => {
    expect(questions.map((question) => question.id)).toEqual(Array.from({ length: 144 }, (_, i) => i + 1));
  });

  it('has 288 distinct statements', () => {
    const normalized = statements.map((statement) => statement.text.trim().toLowerCase());
    expect(normalized).toHaveLength(288);
    expect(new Set(normalized).size).toBe(288);
  });

  it('keeps every statement short, first-person and free of type names', () => {
    const typeName = new RegExp(`\\b(${enneagramTypeSlugs.join('|')})s?\\b`, 'i');
    for (const { questionId, text } of statements) {
      const where = `question ${questionId}: ${text}`;
      expect(wordCount(text), where).toBeGreaterThanOrEqual(8);
      expect(wordCount(text), where).toBeLessThanOrEqual(20);
      expect(text, where).toMatch(/\b(I|I'm|I've|I'd|I'll|me|my)\b/);
      expect(text, where).not.toMatch(typeName);
    }
  });

  it('uses only the levels g, s and n, the same level for both statements of a question', () => {
    for (const question of questions) {
      expect(answerLevels, `question ${question.id}`).toContain(question.gs1);
      expect(question.gs2, `question ${question.id}`).toBe(question.gs1);
    }
  });
});

describe('Enneagram answer key', () => {
  it('has exactly the 288 keys "{id}.1" and "{id}.2", each mapped to a type letter', () => {
    const expected = questions.flatMap((question) => [`${question.id}.1`, `${question.id}.2`]).sort();
    expect(Object.keys(answerKey).sort()).toEqual(expected);
    for (const [key, letter] of Object.entries(answerKey)) expect(letters, key).toContain(letter);
    expect(enneagramReferenceSchema.shape.answerKey.safeParse(answerKey).success).toBe(true);
  });

  it('gives every type exactly 32 statements', () => {
    const perType = countBy(statements, (statement) => statement.letter ?? 'none');
    expect(Object.fromEntries(perType)).toEqual(Object.fromEntries(letters.map((letter) => [letter, 32])));
  });

  it('never sets a type against itself', () => {
    for (const question of questions) {
      expect(answerKey[`${question.id}.1`], `question ${question.id}`).not.toBe(
        answerKey[`${question.id}.2`],
      );
    }
  });

  it('meets each of the 36 pairs of types exactly 4 times', () => {
    const pairs = countBy(questions, pairOf);
    const expected = letters.flatMap((first, i) =>
      letters.slice(i + 1).map((second) => [[first, second].sort().join('+'), 4] as const),
    );
    expect(expected).toHaveLength(36);
    expect(Object.fromEntries(pairs)).toEqual(Object.fromEntries(expected));
  });

  it('puts each type first about as often as second', () => {
    const first = countBy(questions, (question) => answerKey[`${question.id}.1`] ?? 'none');
    for (const letter of letters) {
      expect(first.get(letter), letter).toBeGreaterThanOrEqual(14);
      expect(first.get(letter), letter).toBeLessThanOrEqual(18);
    }
  });

  it('never shows the same type in two questions in a row', () => {
    for (let i = 1; i < questions.length; i++) {
      const previous = pairOf(questions[i - 1]!).split('+');
      const current = pairOf(questions[i]!).split('+');
      expect(
        current.filter((letter) => previous.includes(letter)),
        `questions ${i} and ${i + 1}`,
      ).toEqual([]);
    }
  });

  it('spreads the levels: every type has growth, stress and neutral statements, 8 to 14 of each', () => {
    const summary: string[] = [];
    for (const [index, letter] of letters.entries()) {
      const own = statements.filter((statement) => statement.letter === letter);
      const levels = countBy(own, (statement) => statement.level);
      for (const level of answerLevels) {
        expect(levels.get(level) ?? 0, `${letter} ${level}`).toBeGreaterThanOrEqual(8);
        expect(levels.get(level) ?? 0, `${letter} ${level}`).toBeLessThanOrEqual(14);
      }
      summary.push(
        `${index + 1} ${letter} ${enneagramTypeSlugs[index]}: ${own.length} statements, ` +
          answerLevels.map((level) => `${level} ${levels.get(level) ?? 0}`).join(' / '),
      );
    }
    console.info(summary.join('\n'));
  });
});

describe('Enneagram type descriptors', () => {
  it('describes the nine types in number order with the letters and slugs of spec §3', () => {
    expect(types.map((type) => [type.number, type.letter, type.type])).toEqual(
      enneagramTypeSlugs.map((slug, i) => [i + 1, enneagramTypeLetters[i], slug]),
    );
    for (const type of types) {
      expect(type.name).toBe(type.type.charAt(0).toUpperCase() + type.type.slice(1));
      expect(type.title, type.type).toMatch(/^The \S/);
      const sentences = type.spectrum.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, type.type).toBeGreaterThanOrEqual(1);
      expect(sentences.length, type.type).toBeLessThanOrEqual(2);
    }
    expect(new Set(types.map((type) => type.title)).size).toBe(9);
  });
});

describe('Enneagram chestnut checklist', () => {
  it('has nine groups in type order, 8 to 10 items each, ids unique across the file', () => {
    const groups = checklist.checklist;
    expect(groups.map((group) => group.e_type)).toEqual([...enneagramTypeSlugs]);
    for (const group of groups) {
      expect(group.itemlist.length, group.e_type).toBeGreaterThanOrEqual(8);
      expect(group.itemlist.length, group.e_type).toBeLessThanOrEqual(10);
    }
    const items = groups.flatMap((group) => group.itemlist);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.item.toLowerCase())).size).toBe(items.length);
    for (const item of items) expect(item.item.trim(), `item ${item.id}`).not.toBe('');
  });
});

describe('Enneagram page texts', () => {
  const words = (sections: typeof pages.home) =>
    sections
      .flatMap((section) => section.paragraphs)
      .reduce((sum, paragraph) => sum + wordCount(paragraph), 0);

  it('fills every section of the home, help and answer-bins pages', () => {
    for (const [page, sections] of Object.entries(pages)) {
      expect(sections.length, page).toBeGreaterThan(0);
      for (const section of sections) {
        expect(section.heading.trim(), page).not.toBe('');
        expect(section.paragraphs.length, `${page}: ${section.heading}`).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph.trim(), section.heading).not.toBe('');
      }
    }
    expect(pages.home.length).toBeGreaterThanOrEqual(2);
    expect(pages.home.length).toBeLessThanOrEqual(3);
    expect(words(pages.help)).toBeGreaterThanOrEqual(1500);
    expect(words(pages.help)).toBeLessThanOrEqual(2500);
  });

  it('gives each type a paragraph of help and states the growth and stress arrows', () => {
    const help = pages.help.flatMap((section) => section.paragraphs);
    const arrows: [number, number, number][] = [
      [1, 7, 4],
      [2, 4, 8],
      [3, 6, 9],
      [4, 1, 2],
      [5, 8, 7],
      [6, 9, 3],
      [7, 5, 1],
      [8, 2, 5],
      [9, 3, 6],
    ];
    for (const [type, growth, stress] of arrows) {
      const name = types[type - 1]!.name;
      expect(help.filter((paragraph) => paragraph.startsWith(`Type ${type}, the ${name},`))).toHaveLength(1);
      const arrow = help.find((paragraph) => paragraph.startsWith(`Type ${type} grows toward ${growth},`));
      expect(arrow, `type ${type}`).toMatch(new RegExp(`under stress it moves toward ${stress},`));
    }
  });

  it('explains the three colour levels on the answer-bins page', () => {
    const text = pages.answerBins.flatMap((section) => section.paragraphs).join(' ');
    for (const phrase of ['Green (g, growth)', 'Orange (s, stress)', 'Cyan (n, neutral)']) {
      expect(text).toContain(phrase);
    }
  });

  it('points the home video at the intro clip', () => {
    expect(homeVideo.src).toBe('/apiVideos/enneagram-intro.mp4');
    expect(homeVideo.title.trim()).not.toBe('');
    expect(homeVideo.caption.trim()).not.toBe('');
  });
});
