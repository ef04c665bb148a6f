import { describe, expect, it } from 'vitest';
import { demoPracticeKey, demoWords, readDemoPractice, writeDemoPractice } from './demo-practice';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const deck = [
  { id: 'demo-01', term: 'la casa', meaning: 'house', example: '', notes: '', box: 1, dueInDays: 0 },
  { id: 'demo-02', term: 'el perro', meaning: 'dog', example: '', notes: '', box: 3, dueInDays: 5 },
];

describe('a visitor’s practice of the demo deck', () => {
  it('begins today when nothing is stored, and places the demo words from that day', () => {
    const practice = readDemoPractice(memoryStorage(), '2026-03-10');
    expect(practice).toEqual({ startedOn: '2026-03-10', locations: {} });
    expect(demoWords(deck, practice).map((word) => [word.box, word.dueOn])).toEqual([
      [1, '2026-03-10'],
      [3, '2026-03-15'],
    ]);
  });

  it('keeps moved words where the visitor put them, across a reload', () => {
    const storage = memoryStorage();
    writeDemoPractice(storage, {
      startedOn: '2026-03-01',
      locations: { 'demo-01': { box: 2, dueOn: '2026-03-12' } },
    });
    const practice = readDemoPractice(storage, '2026-03-10');
    expect(practice.startedOn).toBe('2026-03-01');
    expect(demoWords(deck, practice).map((word) => [word.id, word.box, word.dueOn])).toEqual([
      ['demo-01', 2, '2026-03-12'],
      ['demo-02', 3, '2026-03-06'],
    ]);
  });

  it('starts again when the stored practice is unreadable', () => {
    for (const stored of ['{', '{"startedOn":"soon","locations":{}}', '[]']) {
      expect(readDemoPractice(memoryStorage({ [demoPracticeKey]: stored }), '2026-03-10')).toEqual({
        startedOn: '2026-03-10',
        locations: {},
      });
    }
  });
});
