import { describe, expect, it } from 'vitest';
import { PEDAL_MAPPING_KEY, readPedalMapping, writePedalMapping } from './pedal-mapping-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the stored pedal mapping', () => {
  it('round-trips under midi_pedal_mapping and is forgotten on reset', () => {
    const storage = memoryStorage();
    const mapping = { forward: { status: 0xb0, data1: 66 }, back: { status: 0x90, data1: 60 } };
    expect(writePedalMapping(storage, mapping)).toBe(true);
    expect(JSON.parse(storage.values.get(PEDAL_MAPPING_KEY)!)).toEqual(mapping);
    expect(readPedalMapping(storage)).toEqual(mapping);
    writePedalMapping(storage, null);
    expect(storage.values.has('midi_pedal_mapping')).toBe(false);
    expect(readPedalMapping(storage)).toBeNull();
  });

  it.each([
    'not json',
    '42',
    'null',
    '{"forward":{"status":176,"data1":66}}',
    '{"forward":{"status":176,"data1":66},"back":{"status":248,"data1":0}}',
    '{"forward":{"status":176,"data1":300},"back":{"status":144,"data1":60}}',
    '{"forward":{"status":"176","data1":66},"back":{"status":144,"data1":60}}',
  ])('ignores a stored value that is not a mapping: %s', (text) => {
    expect(readPedalMapping(memoryStorage({ [PEDAL_MAPPING_KEY]: text }))).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readPedalMapping(broken)).toBeNull();
    expect(writePedalMapping(broken, null)).toBe(false);
    expect(readPedalMapping(undefined)).toBeNull();
  });
});
