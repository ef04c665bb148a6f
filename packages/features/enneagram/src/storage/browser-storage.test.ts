import type { AnswerItem, TestResult } from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearProgress,
  forgetUserName,
  hasProgress,
  readComparison,
  readProgress,
  readTestResult,
  readUserName,
  type StorageAreas,
  storeComparison,
  storeProgress,
  storeTestResult,
  storeUserName,
} from './browser-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
let areas: StorageAreas;

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  areas = { local, session };
});

const answer = (id: number, selection: AnswerItem['selection']): AnswerItem => ({
  id: String(id),
  selection,
  a1: `First statement ${id}`,
  a2: `Second statement ${id}`,
  gs1: 'g',
  gs2: 's',
});

const test: TestResult = {
  userid: 'marisol.v',
  title: 'Spring',
  date: '2024/04/02',
  answers: [answer(1, '1'), answer(2, 'neither')],
};

describe('user name', () => {
  it('is stored under the spec’s key, trimmed, and forgotten on log out', () => {
    expect(readUserName(areas)).toBeNull();
    storeUserName('  marisol.v ', areas);
    expect(local.items.get('username')).toBe('marisol.v');
    expect(readUserName(areas)).toBe('marisol.v');
    forgetUserName(areas);
    expect(local.items.has('username')).toBe(false);
    expect(readUserName(areas)).toBeNull();
  });

  it('reads an empty or blank name as logged off', () => {
    local.setItem('username', '   ');
    expect(readUserName(areas)).toBeNull();
  });
});

describe('test in progress', () => {
  it('round-trips the answer items under enneagram_data', () => {
    const answers = [answer(1, '2'), answer(2, '')];
    storeProgress(answers, areas);
    expect(JSON.parse(local.items.get('enneagram_data') ?? 'null')).toEqual(answers);
    expect(readProgress(areas)).toEqual(answers);
    expect(hasProgress(areas)).toBe(true);
    clearProgress(areas);
    expect(readProgress(areas)).toBeNull();
    expect(hasProgress(areas)).toBe(false);
  });

  it('treats broken, empty or foreign data as no progress', () => {
    for (const text of ['not json', '[]', '{"id":"1"}', '[{"id":"1","selection":"maybe"}]']) {
      local.setItem('enneagram_data', text);
      expect(readProgress(areas)).toBeNull();
      expect(hasProgress(areas)).toBe(false);
    }
  });
});

describe('result to show and comparison', () => {
  it('keeps the chosen result in sessionStorage test_results', () => {
    expect(readTestResult(areas)).toBeNull();
    storeTestResult(test, areas);
    expect(session.items.has('test_results')).toBe(true);
    expect(local.items.has('test_results')).toBe(false);
    expect(readTestResult(areas)).toEqual(test);
  });

  it('reads a result with a wrong date form as absent', () => {
    session.setItem('test_results', JSON.stringify({ ...test, date: '2024-04-02' }));
    expect(readTestResult(areas)).toBeNull();
  });

  it('keeps the comparator’s tests in sessionStorage enneagram_comparison', () => {
    expect(readComparison(areas)).toBeNull();
    storeComparison([test, { ...test, title: 'Autumn' }], areas);
    expect(readComparison(areas)?.map((chosen) => chosen.title)).toEqual(['Spring', 'Autumn']);
    expect(session.items.has('enneagram_comparison')).toBe(true);
  });
});
