import { leitnerWordSchema, type LeitnerWord } from '@portfolio/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvToImportRows, parseCsvRecords, wordsToCsv } from './word-csv';

const word = (term: string, meaning: string, extra = {}) => ({
  id: term,
  term,
  meaning,
  example: '',
  notes: '',
  box: 1,
  dueOn: '2026-03-10',
  ...extra,
});

describe('CSV of the deck', () => {
  it('writes a header and one quoted-where-needed row per word', () => {
    const text = wordsToCsv([
      word('el sol', 'sun', { example: 'Hace sol, "mucho" sol.', box: 3 }),
      word('la mesa', 'table', { notes: 'line one\nline two' }),
    ]);
    expect(text).toBe(
      'term,meaning,example,notes,box,due\r\n' +
        'el sol,sun,"Hace sol, ""mucho"" sol.",,3,2026-03-10\r\n' +
        'la mesa,table,,"line one\nline two",1,2026-03-10\r\n',
    );
  });

  it('reads back what it writes', () => {
    const words = [
      word('el sol', 'sun', { example: 'Hace sol, "mucho" sol.', box: 3 }),
      word('la mesa', 'table', { notes: 'a\r\nb' }),
    ];
    const read = csvToImportRows(wordsToCsv(words));
    expect(read).toEqual({
      rows: [
        {
          term: 'el sol',
          meaning: 'sun',
          example: 'Hace sol, "mucho" sol.',
          notes: '',
          box: 3,
          dueOn: '2026-03-10',
        },
        { term: 'la mesa', meaning: 'table', example: '', notes: 'a\r\nb', box: 1, dueOn: '2026-03-10' },
      ],
    });
  });

  it('accepts columns in any order, a byte-order mark, blank lines and missing optional columns', () => {
    expect(csvToImportRows('\uFEFFMeaning,Term\n\nhouse,la casa\ndog,el perro')).toEqual({
      rows: [
        { term: 'la casa', meaning: 'house', example: '', notes: '' },
        { term: 'el perro', meaning: 'dog', example: '', notes: '' },
      ],
    });
  });

  it('names the line and column of the first bad row', () => {
    expect(csvToImportRows('term,meaning,box\nla casa,house,2\nel perro,,1')).toEqual({
      problem: 'Line 3, meaning: meaning is required',
    });
    expect(csvToImportRows('term,meaning,box\nla casa,house,7')).toEqual({
      problem: 'Line 2, box: must be a box from 1 to 5',
    });
    expect(csvToImportRows('term,meaning,due\nla casa,house,31/12/2026')).toEqual({
      problem: 'Line 2, due: must be a day written YYYY-MM-DD',
    });
  });

  it('refuses a file without the required columns, without words, or with an open quote', () => {
    expect(csvToImportRows('word,translation\nsol,sun')).toEqual({
      problem: 'The header row has no "term" column (expected term,meaning,example,notes,box,due)',
    });
    expect(csvToImportRows('')).toEqual({
      problem: 'The file is empty: it needs a header row and one word per line',
    });
    expect(csvToImportRows('term,meaning\n')).toEqual({ problem: 'The file has a header row but no words' });
    expect(csvToImportRows('term,meaning\n"el sol,sun\n')).toEqual({
      problem: 'Line 2: a quoted field is never closed',
    });
  });

  it('splits records on CRLF and LF alike', () => {
    expect(parseCsvRecords('a,b\r\nc,d\ne,f').records).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });
});

describe('formulas in the CSV of the deck', () => {
  const formulaStart = /^[=+\-@\t\r]/;

  it('writes no cell a spreadsheet would run: each such cell starts with an apostrophe', () => {
    const text = wordsToCsv([
      word('=HYPERLINK("http://example.com/x","click")', '+1 point', {
        example: '-5 degrees',
        notes: '@everyone',
      }),
      word("'=already quoted", 'plain', { example: "it's fine" }),
    ]);
    const cells = parseCsvRecords(text).records.flat();
    expect(cells.filter((cell) => formulaStart.test(cell))).toEqual([]);
    expect(cells).toEqual([
      ...['term', 'meaning', 'example', 'notes', 'box', 'due'],
      ...[
        '\'=HYPERLINK("http://example.com/x","click")',
        "'+1 point",
        "'-5 degrees",
        "'@everyone",
        '1',
        '2026-03-10',
      ],
      ...["''=already quoted", 'plain', "it's fine", '', '1', '2026-03-10'],
    ]);
  });

  it('reads a guarded cell back as the word had it', () => {
    expect(csvToImportRows("term,meaning\n'=SUM(A1:A9),''=x\n'plain,'-\n")).toEqual({
      rows: [
        { term: '=SUM(A1:A9)', meaning: "'=x", example: '', notes: '' },
        { term: "'plain", meaning: '-', example: '', notes: '' },
      ],
    });
  });

  // Text as the deck stores it (the contract trims it), drawn to hit the formula triggers, quotes,
  // apostrophes, separators and line breaks often, and any other Unicode text too.
  const text = (max: number) =>
    fc
      .string({
        unit: fc.oneof(
          fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\r\n', "'", '"', ',', ' ', 'a'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
        maxLength: 12,
      })
      .map((value) => value.trim().slice(0, max));
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const storedWord: fc.Arbitrary<LeitnerWord> = fc
    .record({
      id: fc.constant('w'),
      term: text(120).filter((value) => value !== ''),
      meaning: text(300).filter((value) => value !== ''),
      example: text(500),
      notes: text(1000),
      box: fc.integer({ min: 1, max: 5 }),
      dueOn: day,
    })
    .filter((candidate) => leitnerWordSchema.safeParse(candidate).success);

  it('gives back every word it exported, byte for byte (property)', () => {
    fc.assert(
      fc.property(fc.array(storedWord, { minLength: 1, maxLength: 8 }), (words) => {
        const text = wordsToCsv(words);
        for (const cell of parseCsvRecords(text).records.flat()) expect(cell).not.toMatch(formulaStart);
        expect(csvToImportRows(text)).toEqual({
          rows: words.map(({ term, meaning, example, notes, box, dueOn }) => ({
            term,
            meaning,
            example,
            notes,
            box,
            dueOn,
          })),
        });
      }),
      { numRuns: 300 },
    );
  });
});
