import { nextSliceTurn as nextTurn } from './core/slice-turns';

/** Characters scanned between two looks at other requests: a millisecond or two of work. */
export const scanSliceChars = 64 * 1024;

/**
 * The longest a stretch runs before it lets others in, whatever its length in characters: with
 * a check of each record (`keep`), 64 KB of small records took far longer than of large ones.
 */
export const sliceBudgetMs = 3;

/**
 * Why a text is not a JSON list this reader takes, worded to follow "the body:" or "refs.json
 * was not imported:". Records are numbered from 0, as in the field paths of a record's problems.
 */
export class JsonListProblem extends Error {}

export interface JsonListOptions<Kept> {
  /** Records beyond this many are not read: the reading stops and says so. */
  maxRecords: number;
  /** Parses one record's text; throws for text that is not valid JSON (or not allowed). */
  parseRecord?: (json: string) => unknown;
  /**
   * What is kept of each parsed record (the record itself when not given). It runs as each
   * record is read, so a check of the record stops the reading at the first bad one, and what
   * the list no longer needs is dropped at once rather than held until the list is read. What it
   * throws is passed on as it is.
   */
  keep?: (record: unknown, index: number) => Kept;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Reads a JSON list (a backup body or file of up to thousands of records) a stretch of text at a
 * time, letting other requests run between stretches. `JSON.parse` of a 3.5 MB list held the
 * event loop for 60 to 120 ms in one piece (issue 24's freeze probe); here the text is cut at
 * the list's top-level commas and each record is parsed on its own, which takes microseconds.
 */
export async function parseJsonListInSlices<Kept = unknown>(
  text: string,
  options: JsonListOptions<Kept>,
): Promise<Kept[]> {
  const parseRecord = options.parseRecord ?? JSON.parse;
  const keep = options.keep ?? ((record: unknown) => record as Kept);
  let at = 0;
  while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
  if (text.charCodeAt(at) !== 0x5b /* [ */) throw new JsonListProblem('it must hold a JSON list');
  at += 1;

  const records: Kept[] = [];
  let nextPause = at + scanSliceChars;
  let sliceEnds = performance.now() + sliceBudgetMs;
  let recordStart = at;
  let depth = 0;
  let inString = false;
  let sawComma = false;
  const takeRecord = (end: number, last: boolean) => {
    const json = text.slice(recordStart, end);
    if (json.trim() === '') {
      // `[]` is an empty list; `[,` or `[1,]` is not JSON.
      if (last && !sawComma && records.length === 0) return;
      throw new JsonListProblem(`it is not valid JSON: record ${records.length} is empty`);
    }
    if (records.length === options.maxRecords) {
      throw new JsonListProblem(`it holds more than ${options.maxRecords} records`);
    }
    let parsed: unknown;
    try {
      parsed = parseRecord(json);
    } catch (error) {
      throw new JsonListProblem(
        `it is not valid JSON: record ${records.length}: ${(error as Error).message}`,
      );
    }
    records.push(keep(parsed, records.length));
  };

  for (; at < text.length; at += 1) {
    if (at >= nextPause) {
      await nextTurn();
      nextPause = at + scanSliceChars;
      sliceEnds = performance.now() + sliceBudgetMs;
    }
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c /* \ */) at += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) depth += 1;
    else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      if (depth > 0) depth -= 1;
      else if (code === 0x5d) {
        takeRecord(at, true);
        for (at += 1; at < text.length; at += 1) {
          if (!isSpace(text.charCodeAt(at)))
            throw new JsonListProblem('it is not valid JSON: there is text after the list');
        }
        return records;
      } else throw new JsonListProblem(`it is not valid JSON: record ${records.length} ends with a stray }`);
    } else if (code === 0x2c /* , */ && depth === 0) {
      takeRecord(at, false);
      sawComma = true;
      recordStart = at + 1;
      // Records that take long to check end the stretch early (at the next character).
      if (performance.now() >= sliceEnds) nextPause = at + 1;
    }
  }
  throw new JsonListProblem('it is not valid JSON (is it cut short?)');
}
