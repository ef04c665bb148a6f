import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enneagramContentDir, readEnneagramContent } from './content';

/** The loader against a copy of the shipped files, which each test may spoil. */
describe('readEnneagramContent', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'enneagram-content-'));
    cpSync(enneagramContentDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (data: unknown) => unknown) => {
    const path = join(dir, file);
    writeFileSync(path, JSON.stringify(change(JSON.parse(readFileSync(path, 'utf8')))));
  };

  it('reads the shipped files: 144 questions and the reference documents', async () => {
    const content = await readEnneagramContent(dir);
    expect(content.questions).toHaveLength(144);
    expect(content.reference.types).toHaveLength(9);
    expect(Object.keys(content.reference.answerKey)).toHaveLength(288);
    expect(content.reference.checklist).toHaveLength(9);
  });

  it('names the file and the place of a value the schema refuses', async () => {
    edit('questions.json', (questions) =>
      (questions as Array<Record<string, unknown>>).map((question, index) =>
        index === 3 ? { ...question, gs2: 'x' } : question,
      ),
    );
    await expect(readEnneagramContent(dir)).rejects.toThrow(/^questions\.json: 3\.gs2 /);
  });

  it('refuses an answer key with a statement missing', async () => {
    edit('answer-key.json', (key) => {
      const { '17.2': _dropped, ...rest } = key as Record<string, string>;
      return rest;
    });
    await expect(readEnneagramContent(dir)).rejects.toThrow(/no answer-key entry 17\.2/);
  });

  it('refuses questions out of order', async () => {
    edit('questions.json', (questions) => (questions as unknown[]).slice().reverse());
    await expect(readEnneagramContent(dir)).rejects.toThrow(/question 1 has id 144/);
  });

  it('refuses types out of number order', async () => {
    edit('types.json', (types) => (types as unknown[]).slice().reverse());
    await expect(readEnneagramContent(dir)).rejects.toThrow(/types in the order AGIBHECFD/);
  });

  it('refuses a missing file', async () => {
    rmSync(join(dir, 'pages.json'));
    await expect(readEnneagramContent(dir)).rejects.toThrow(/pages\.json/);
  });
});
