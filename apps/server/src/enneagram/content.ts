import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  answerKeyId,
  answerKeySchema,
  checklistGroupSchema,
  type EnneagramReference,
  enneagramPagesSchema,
  enneagramQuestionCount,
  enneagramTypeLetters,
  homeVideoSchema,
  type Question,
  questionSchema,
  typeDescriptorSchema,
} from '@portfolio/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { repoRoot } from '../repo-root';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';

/** Where the shipped Enneagram content lives (written for this project, see content/enneagram). */
export const enneagramContentDir = join(repoRoot, 'content/enneagram');

export interface EnneagramContent {
  questions: Question[];
  reference: EnneagramReference;
}

async function readJson(dir: string, file: string): Promise<unknown> {
  return JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
}

/** Checks what the schemas cannot: 144 questions in id order, nine types in order, a full key. */
function checkConsistency({ questions, reference }: EnneagramContent): void {
  const problems: string[] = [];
  questions.forEach((question, index) => {
    if (question.id !== index + 1) problems.push(`question ${index + 1} has id ${question.id}`);
  });
  if (questions.length !== enneagramQuestionCount) problems.push(`${questions.length} questions`);
  const letters = reference.types.map((type) => type.letter).join('');
  if (letters !== enneagramTypeLetters.join('')) problems.push(`types in the order ${letters}`);
  for (const question of questions) {
    for (const selection of ['1', '2'] as const) {
      const id = answerKeyId(question.id, selection);
      if (!reference.answerKey[id]) problems.push(`no answer-key entry ${id}`);
    }
  }
  const keyCount = Object.keys(reference.answerKey).length;
  if (keyCount !== 2 * questions.length) problems.push(`${keyCount} answer-key entries`);
  if (problems.length > 0) {
    throw new Error(`The Enneagram content is inconsistent: ${problems.slice(0, 5).join('; ')}`);
  }
}

/** Reads and checks the content files; throws naming the file and the problem. */
export async function readEnneagramContent(dir = enneagramContentDir): Promise<EnneagramContent> {
  const parse = async <T>(file: string, schema: z.ZodType<T>): Promise<T> => {
    const result = schema.safeParse(await readJson(dir, file));
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
    }
    return result.data;
  };
  const content: EnneagramContent = {
    questions: await parse('questions.json', z.array(questionSchema)),
    reference: {
      types: await parse('types.json', z.array(typeDescriptorSchema)),
      answerKey: await parse('answer-key.json', answerKeySchema),
      checklist: (await parse('checklist.json', z.object({ checklist: z.array(checklistGroupSchema) })))
        .checklist,
      pages: await parse('pages.json', enneagramPagesSchema),
      homeVideo: await parse('home-video.json', homeVideoSchema),
    },
  };
  checkConsistency(content);
  return content;
}

/** The reference documents, each stored as one JSON row. */
export const referenceDocuments = ['types', 'answerKey', 'checklist', 'pages', 'homeVideo'] as const;

/**
 * Replaces the questions and the reference content (inside the caller's transaction). A second
 * import sent meanwhile waits for this one (decision 077).
 */
export async function replaceEnneagramContent(
  trx: Transaction<Database>,
  { questions, reference }: EnneagramContent,
): Promise<void> {
  await lockWrites(trx, 'enneagram-content');
  await trx.deleteFrom('enneagram_questions').execute();
  // Chunks keep each statement well under SQLite's bound-parameter limit.
  for (let start = 0; start < questions.length; start += 100) {
    await trx
      .insertInto('enneagram_questions')
      .values(questions.slice(start, start + 100))
      .execute();
  }
  await trx.deleteFrom('enneagram_reference').execute();
  await trx
    .insertInto('enneagram_reference')
    .values(referenceDocuments.map((name) => ({ name, content: JSON.stringify(reference[name]) })))
    .execute();
}
