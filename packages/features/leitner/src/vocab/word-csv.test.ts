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
