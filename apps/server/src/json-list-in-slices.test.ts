import { describe, expect, it } from 'vitest';
import { turnsGivenAway } from '../test/event-loop-delay';
import { JsonListProblem, parseJsonListInSlices, scanSliceChars, sliceBudgetMs } from './json-list-in-slices';

const read = (text: string, maxRecords = 100) => parseJsonListInSlices(text, { maxRecords });

describe('reading a JSON list in slices', () => {
  it.each([
    ['an empty list', '[]'],
    ['an empty list with spaces and new lines', ' \n[ \t\r\n ]\n'],
    ['numbers, literals and strings', '[1, -2.5e3, true, false, null, "a"]'],
    ['records holding lists and objects', '[{"a":[1,[2,{"b":[]}]]},[{"c":{}}],{}]'],
    ['strings with commas, brackets and escaped quotes', '[{"t":"a, b ] } [ {"},"\\"],\\\\","x\\u005d"]'],
    ['text in other scripts and emoji', '[{"name":"Zoë 東京 🌍"},"\\ud83c\\udf0d"]'],
  ])('reads %s as JSON.parse does', async (_name, text) => {
    expect(await read(text)).toEqual(JSON.parse(text));
  });

  it('lets other work run between stretches of a long list', async () => {
    const records = Array.from({ length: 5_000 }, (_, index) => ({
      uuid: `card-${index}`,
      summary: `<p>Record ${index}, with "quotes", [brackets] and {braces}.</p>`.repeat(8),
    }));
    const text = JSON.stringify(records, null, 2);
    expect(text.length).toBeGreaterThan(10 * scanSliceChars);

    const { result, turns } = await turnsGivenAway(() => read(text, 5_000));
    expect(result).toEqual(records);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / scanSliceChars) - 1);
  });

  it('ends a stretch early when the check of its records takes long, however short its text', async () => {
    const text = JSON.stringify(Array.from({ length: 30 }, (_, index) => ({ index })));
    expect(text.length).toBeLessThan(scanSliceChars);
    // A check that takes a millisecond a record: a stretch holds a few records, not all thirty.
    const keep = (record: unknown) => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return record;
    };
    const { result, turns } = await turnsGivenAway(() =>
      parseJsonListInSlices(text, { maxRecords: 30, keep }),
    );
    expect(result).toHaveLength(30);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(30 / (sliceBudgetMs + 1)) - 1);
  });

  it('keeps what `keep` gives of each record, and passes on what it throws', async () => {
    const keep = (record: unknown, index: number) => {
      if ((record as { bad?: boolean }).bad) throw new RangeError(`record ${index} is bad`);
      return `${index}:${(record as { name: string }).name}`;
    };
    expect(await parseJsonListInSlices('[{"name":"a"},{"name":"b"}]', { maxRecords: 5, keep })).toEqual([
      '0:a',
      '1:b',
    ]);
    await expect(
      parseJsonListInSlices('[{"name":"a"},{"bad":true},{"name":', { maxRecords: 5, keep }),
    ).rejects.toThrow(new RangeError('record 1 is bad'));
  });

  it.each([
    ['an object', '{"a":1}', 'it must hold a JSON list'],
    ['nothing but spaces', '   ', 'it must hold a JSON list'],
    ['a list cut short', '[{"a":1},{"b":', 'it is not valid JSON (is it cut short?)'],
    ['a string never closed', '["abc', 'it is not valid JSON (is it cut short?)'],
    ['a comma after the last record', '[1,2,]', 'it is not valid JSON: record 2 is empty'],
    ['a comma first', '[,1]', 'it is not valid JSON: record 0 is empty'],
    ['text after the list', '[1] [2]', 'it is not valid JSON: there is text after the list'],
    ['a closing brace out of place', '[1}', 'it is not valid JSON: record 0 ends with a stray }'],
  ])('refuses %s, saying why', async (_name, text, why) => {
    await expect(read(text)).rejects.toThrow(new JsonListProblem(why));
  });

  it('names the record that is not valid JSON', async () => {
    await expect(read('[{"a":1},{"b":tru}]')).rejects.toThrow(/^it is not valid JSON: record 1: /);
    await expect(read('[{"a":1}, {"b" 2}]')).rejects.toThrow(/^it is not valid JSON: record 1: /);
  });

  it('stops at the first record past the maximum, without reading the rest', async () => {
    // The text after the fourth record is not even JSON: reading stopped before it.
    await expect(read('[1,2,3,4, not json at all', 3)).rejects.toThrow(
      new JsonListProblem('it holds more than 3 records'),
    );
    expect(await read('[1,2,3]', 3)).toEqual([1, 2, 3]);
  });

  it("passes each record's text to the given parser, whose refusal names the record", async () => {
    const parseRecord = (json: string) => {
      if (json.includes('__proto__')) throw new Error('Object contains forbidden prototype property');
      return JSON.parse(json) as unknown;
    };
    await expect(
      parseJsonListInSlices('[{"a":1},{"__proto__":{"x":1}}]', { maxRecords: 10, parseRecord }),
    ).rejects.toThrow('it is not valid JSON: record 1: Object contains forbidden prototype property');
  });
});
