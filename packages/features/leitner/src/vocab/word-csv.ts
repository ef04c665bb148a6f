import {
  type LeitnerImportRow,
  leitnerImportRowSchema,
  type LeitnerWord,
  maxLeitnerWords,
} from '@portfolio/contracts';
import { neutraliseFormula, restoreFormula } from './csv-formula-guard';

// The deck as CSV (decision 042): RFC 4180 (comma, double quotes doubled inside quoted fields,
// CRLF line ends), a header row `term,meaning,example,notes,box,due`. Only term and meaning are
// required on import; box and due (YYYY-MM-DD) keep a word's place when a file carries them.
// Cells a spreadsheet would run as formulas carry a leading apostrophe (decision 076).

export const csvColumns = ['term', 'meaning', 'example', 'notes', 'box', 'due'] as const;

function field(text: string): string {
  const value = neutraliseFormula(text);
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The words as a CSV file's text. */
export function wordsToCsv(words: readonly LeitnerWord[]): string {
  const lines = [csvColumns.join(',')];
  for (const word of words) {
    lines.push(
      [word.term, word.meaning, word.example, word.notes, String(word.box), word.dueOn].map(field).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Splits CSV text into records of fields; `undefined` when a quoted field never closes. */
export function parseCsvRecords(text: string): { records: string[][]; unclosedAtLine?: number } {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          value += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        value += char;
      }
    } else if (char === '"' && value === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
      line += 1;
    } else value += char;
  }
  if (quoted) return { records, unclosedAtLine: quoteLine };
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return { records: records.filter((fields) => fields.some((entry) => entry.trim() !== '')) };
}

export type CsvImport = { rows: LeitnerImportRow[] } | { problem: string };

/** Reads an import file: the rows to send, or the first problem, named by its line and column. */
export function csvToImportRows(text: string): CsvImport {
  const { records, unclosedAtLine } = parseCsvRecords(text);
  if (unclosedAtLine !== undefined)
    return { problem: `Line ${unclosedAtLine}: a quoted field is never closed` };
  const [header, ...body] = records;
  if (!header) return { problem: 'The file is empty: it needs a header row and one word per line' };
  const columns = header.map((name) => name.trim().toLowerCase());
  for (const required of ['term', 'meaning']) {
    if (!columns.includes(required)) {
      return { problem: `The header row has no "${required}" column (expected ${csvColumns.join(',')})` };
    }
  }
  if (body.length === 0) return { problem: 'The file has a header row but no words' };
  if (body.length > maxLeitnerWords)
    return { problem: `The file has ${body.length} words; a deck holds at most ${maxLeitnerWords}` };
  const rows: LeitnerImportRow[] = [];
  for (const [index, fields] of body.entries()) {
    const cell = (name: string) => {
      const at = columns.indexOf(name);
      return at < 0 ? '' : restoreFormula((fields[at] ?? '').trim());
    };
    const candidate: Record<string, unknown> = {
      term: cell('term'),
      meaning: cell('meaning'),
      example: cell('example'),
      notes: cell('notes'),
    };
    if (cell('box') !== '') candidate.box = Number(cell('box'));
    if (cell('due') !== '') candidate.dueOn = cell('due');
    const parsed = leitnerImportRowSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const column = issue?.path[0] === 'dueOn' ? 'due' : String(issue?.path[0] ?? '');
      return { problem: `Line ${index + 2}, ${column}: ${issue?.message ?? 'not valid'}` };
    }
    rows.push(parsed.data);
  }
  return { rows };
}
