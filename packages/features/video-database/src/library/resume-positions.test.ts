import { describe, expect, it } from 'vitest';
import {
  maxRememberedVideos,
  readResumePosition,
  resumePositionsKey,
  writeResumePosition,
} from './resume-positions';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('resume positions', () => {
  it('remember a position per file and forget it at 0', () => {
    const store = memoryStore();
    writeResumePosition(store, 'adobe/photoshop/a.mp4', 3.456);
    writeResumePosition(store, 'adobe/photoshop/b.mp4', 1);
    expect(readResumePosition(store, 'adobe/photoshop/a.mp4')).toBe(3.5);
    expect(readResumePosition(store, 'adobe/photoshop/b.mp4')).toBe(1);
    writeResumePosition(store, 'adobe/photoshop/a.mp4', 0);
    expect(readResumePosition(store, 'adobe/photoshop/a.mp4')).toBe(0);
  });

  it('keep only the most recent files', () => {
    const store = memoryStore();
    for (let index = 0; index <= maxRememberedVideos; index += 1) writeResumePosition(store, `f${index}`, 2);
    expect(readResumePosition(store, 'f0')).toBe(0);
    expect(readResumePosition(store, `f${maxRememberedVideos}`)).toBe(2);
    writeResumePosition(store, 'f1', 5);
    expect(Object.keys(JSON.parse(store.items.get(resumePositionsKey) ?? '{}')).at(-1)).toBe('f1');
  });

  it('survive broken or foreign storage', () => {
    expect(readResumePosition(memoryStore({ [resumePositionsKey]: 'not json' }), 'a')).toBe(0);
    expect(readResumePosition(memoryStore({ [resumePositionsKey]: '[1,2]' }), 'a')).toBe(0);
    expect(readResumePosition(memoryStore({ [resumePositionsKey]: '{"a":"3","b":-1}' }), 'a')).toBe(0);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeResumePosition(full, 'a', 2)).not.toThrow();
  });
});
