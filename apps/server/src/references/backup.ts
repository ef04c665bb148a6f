import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { nextSliceTurn as nextTurn } from '../core/slice-turns';
import {
  argumentParentKinds,
  type ArgumentCard,
  type ArgumentCardKind,
  argumentCardSchema,
  type BackupFileName,
  backupFileNames,
  type BackupFileStatus,
  type HierarchyNode,
  maxBackupRecords,
  hierarchyNodeSchema,
  type ReferenceCardData,
  referenceCardDataSchema,
} from '@portfolio/contracts';
import { z } from 'zod';
import { HttpError } from '../errors';
import { JsonListProblem, parseJsonListInSlices } from '../json-list-in-slices';
import { checkListInSlices } from '../list-body-in-slices';
import { compareText } from './cards';

// The backup folder: one canonical JSON file per kind of record. Writes are atomic (temp file in
// the same folder, fsync, rename), so a reader sees the old file or the new one, never half of
// one. Reads check the whole file before anything is loaded.

export const backupFileOf = (name: BackupFileName): string => `${name}.json`;

/** What is wrong with one record of a list: its index, the field inside it, and why. */
export interface RecordProblem {
  index: number;
  field?: string;
  message: string;
}

/** The first record whose uuid appeared before. */
function duplicateUuid(records: readonly { uuid: string }[]): RecordProblem | undefined {
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    if (seen.has(record.uuid)) return { index, field: 'uuid', message: `uuid ${record.uuid} appears twice` };
    seen.add(record.uuid);
  }
  return undefined;
}

/** "a quest", "an evidence". */
const withArticle = (kind: string): string => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
const anyOf = (kinds: readonly string[]): string => kinds.map(withArticle).join(' or ');

/** Every node hangs under a node of an allowed kind in the same list; quests are roots. */
/** What the hierarchy's rules read of a node. */
export type HierarchyLinks = Pick<HierarchyNode, 'uuid' | 'kind' | 'parentUuid'>;

export function hierarchyProblem(nodes: readonly HierarchyLinks[]): RecordProblem | undefined {
  const duplicate = duplicateUuid(nodes);
  if (duplicate) return duplicate;
  const kindOf = new Map(nodes.map((node) => [node.uuid, node.kind]));
  for (const [index, node] of nodes.entries()) {
    const allowed = argumentParentKinds[node.kind];
    if (node.parentUuid === null) {
      if (allowed.length > 0) {
        return {
          index,
          field: 'parentUuid',
          message: `${withArticle(node.kind)} needs a parent (${anyOf(allowed)})`,
        };
      }
      continue;
    }
    if (allowed.length === 0) return { index, field: 'parentUuid', message: 'a quest has no parent' };
    const parentKind = kindOf.get(node.parentUuid);
    if (parentKind === undefined) {
      return { index, field: 'parentUuid', message: `parent ${node.parentUuid} is not in the hierarchy` };
    }
    if (!allowed.includes(parentKind)) {
      return {
        index,
        field: 'parentUuid',
        message: `${withArticle(node.kind)} hangs under ${anyOf(allowed)}, not ${withArticle(parentKind)}`,
      };
    }
  }
  return cycleProblem(nodes);
}

/** A node that is its own ancestor (evidence under a counterclaim under that evidence). */
function cycleProblem(nodes: readonly HierarchyLinks[]): RecordProblem | undefined {
  const parentOf = new Map(nodes.map((node) => [node.uuid, node.parentUuid]));
  const rooted = new Set<string>();
  for (const [index, node] of nodes.entries()) {
    const path = new Set<string>();
    let current: string | null = node.uuid;
    while (current !== null && !rooted.has(current)) {
      if (path.has(current)) {
        return { index, field: 'parentUuid', message: `node ${node.uuid} is its own ancestor` };
      }
      path.add(current);
      current = parentOf.get(current) ?? null;
    }
    for (const uuid of path) rooted.add(uuid);
  }
  return undefined;
}

/** Argument cards of one kind file: all of that kind, each uuid once. */
export function argumentCardsProblem(
  cards: readonly Pick<ArgumentCard, 'uuid' | 'kind'>[],
  kind: ArgumentCardKind,
): RecordProblem | undefined {
  const index = cards.findIndex((card) => card.kind !== kind);
  if (index !== -1) {
    return {
      index,
      field: 'kind',
      message: `every card in ${kind}.json must be of kind ${kind}, not ${cards[index]!.kind}`,
    };
  }
  return duplicateUuid(cards);
}

export const referenceCardsProblem = (
  cards: readonly Pick<ReferenceCardData, 'uuid'>[],
): RecordProblem | undefined => duplicateUuid(cards);

/**
 * One record as the backup file holds it: keys in schema order, indented as
 * `JSON.stringify(records, null, 2)` indents a record of the list.
 */
export function canonicalRecordText(schema: z.ZodObject): (record: object) => string {
  const keys = Object.keys(schema.shape);
  return (record) => {
    const fields = Object.fromEntries(keys.map((key) => [key, (record as Record<string, unknown>)[key]]));
    // One level deeper than on its own: each line of the record indented by two more spaces.
    return `  ${JSON.stringify(fields, null, 2).replaceAll('\n', '\n  ')}`;
  };
}

/** A record of an export, kept as its uuid and its text in the backup file (canonicalRecordText). */
export interface RecordText {
  uuid: string;
  text: string;
}

/** Records joined between two looks at other requests. */
const recordsPerSlice = 100;

/**
 * The backup file's text: the records sorted by uuid, the text `JSON.stringify(records, null, 2)`
 * gives. Given a slice of records at a time, letting other requests in between: 5,000 records
 * at once held the event loop for hundreds of milliseconds.
 */
export async function* canonicalJsonChunks(records: readonly RecordText[]): AsyncGenerator<string> {
  if (records.length === 0) {
    yield '[]\n';
    return;
  }
  const ordered = [...records].sort((a, b) => compareText(a.uuid, b.uuid));
  for (let start = 0; start < ordered.length; start += recordsPerSlice) {
    if (start > 0) await nextTurn();
    const texts = ordered.slice(start, start + recordsPerSlice).map((record) => record.text);
    const last = start + recordsPerSlice >= ordered.length;
    yield `${start === 0 ? '[\n' : ',\n'}${texts.join(',\n')}${last ? '\n]\n' : ''}`;
  }
}

/**
 * Writes a file from its chunks so that it is either the old one or the complete new one, also
 * after a power cut.
 */
export async function writeFileAtomically(
  dir: string,
  fileName: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      // Written a chunk at a time: a 3.5 MB text encoded in one piece held the event loop.
      for await (const chunk of chunks) await handle.write(chunk, null, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(dir, fileName));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename is durable once the folder itself is synced (not possible on every platform).
  try {
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    // A folder that cannot be opened or synced (Windows) still has the renamed file.
  }
}

export async function backupFileStatus(dir: string): Promise<BackupFileStatus> {
  const present = await Promise.all(
    backupFileNames.map((name) =>
      access(join(dir, backupFileOf(name))).then(
        () => true,
        () => false,
      ),
    ),
  );
  return Object.fromEntries(backupFileNames.map((name, index) => [name, present[index]])) as BackupFileStatus;
}

function fileProblem(fileName: string, problem: RecordProblem): HttpError {
  const where = problem.field ? `${problem.index}.${problem.field}` : String(problem.index);
  return new HttpError(
    422,
    `${fileName} was not imported: record ${problem.index}${problem.field ? ` (${problem.field})` : ''}: ${problem.message}. Nothing was changed.`,
    where,
  );
}

/**
 * The largest backup file an import reads, and so the largest export body: the demo cards
 * average under 1 KB each, so `maxBackupRecords` of them leave room for records several times
 * as long.
 */
export const maxBackupFileBytes = 32 * 1024 * 1024;

/**
 * Reads and checks a whole backup file. Any problem (no file, cut short, not a list, a bad record,
 * a rule of the kind) is an HttpError saying why, thrown before anything is loaded.
 */
export async function readBackupFile<T>(
  dir: string,
  name: BackupFileName,
  schema: z.ZodType<T>,
  rules: (records: T[]) => RecordProblem | undefined,
): Promise<T[]> {
  const fileName = backupFileOf(name);
  const path = join(dir, fileName);
  let text: string;
  try {
    // The size first: a file far larger than any export wrote is refused before it is read.
    const { size } = await stat(path);
    if (size > maxBackupFileBytes) {
      throw new HttpError(
        422,
        `${fileName} was not imported: it is larger than ${maxBackupFileBytes / (1024 * 1024)} MB, the most an export writes. Nothing was changed.`,
        'file',
      );
    }
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new HttpError(404, `There is no ${fileName} in the backup folder: export it first.`);
    }
    throw error;
  }
  // Read and checked a slice at a time, so an import of thousands of records leaves the server
  // answering other requests meanwhile (issue 24).
  let data: unknown[];
  try {
    data = await parseJsonListInSlices(text, { maxRecords: maxBackupRecords });
  } catch (error) {
    if (!(error instanceof JsonListProblem)) throw error;
    throw new HttpError(422, `${fileName} was not imported: ${error.message}. Nothing was changed.`, 'file');
  }
  // The first bad record is reported, so checking stops there.
  const checked = await checkListInSlices(z.array(schema), data);
  if ('issue' in checked) {
    const [index, ...field] = checked.issue.path.map(String);
    throw fileProblem(fileName, {
      index: Number(index),
      field: field.join('.') || undefined,
      message: checked.issue.message,
    });
  }
  const records = checked.data as T[];
  const problem = rules(records);
  if (problem) throw fileProblem(fileName, problem);
  return records;
}

export const backupSchemas = {
  refs: referenceCardDataSchema,
  hierarchy: hierarchyNodeSchema,
  cards: argumentCardSchema,
} as const;
