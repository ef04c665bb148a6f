import {
  argumentCardSchema,
  referenceSearchFieldOptions,
  createSavedQuery,
  exportArgumentCards,
  exportHierarchy,
  exportReferences,
  findMissingReferenceUuids,
  getAllReferences,
  getArgumentCards,
  getArgumentHierarchy,
  getBackupFileStatus,
  getReferenceCards,
  getReferenceSearchFields,
  getSavedQueries,
  hierarchyNodeSchema,
  importArgumentCards,
  importHierarchy,
  importReferences,
  referenceCardDataSchema,
  searchReferenceCards,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { listBodyRoute, route } from '../route';
import {
  allHierarchyNodes,
  argumentCardsOfKind,
  missingReferences,
  upsertArgumentCards,
  upsertHierarchyNodes,
} from './arguments';
import {
  argumentCardsProblem,
  backupFileOf,
  backupFileStatus,
  canonicalJsonChunks,
  canonicalRecordText,
  hierarchyProblem,
  maxBackupFileBytes,
  readBackupFile,
  type RecordProblem,
  referenceCardsProblem,
  writeFileAtomically,
} from './backup';
import { allReferenceCardData, upsertReferenceCards } from './cards';
import { allSavedQueries, saveQuery } from './saved-queries';
import { searchIndexFor } from './search-index';
import { referenceCardPage, searchReferenceCardPage } from './search-service';

/** An export body is what its backup file will hold, so it has the file's size limit. */
const exportBodyLimit = maxBackupFileBytes;

/** A rule an export body breaks: 400 naming the record's field, like a schema error. */
function badBody(problem: RecordProblem | undefined): void {
  if (!problem) return;
  const field = problem.field ? `${problem.index}.${problem.field}` : String(problem.index);
  throw new HttpError(400, `${field}: ${problem.message}`, field);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The knowledge base and its backup (spec part 2 §7; shapes in decision 014). */
export async function referencesRoutes(app: FastifyInstance): Promise<void> {
  const searchIndex = searchIndexFor(app.dbDialect);
  const backupDir = app.config.backupDir;

  route(app, getReferenceSearchFields, async () => referenceSearchFieldOptions);
  route(app, getSavedQueries, async () => allSavedQueries(app.db));
  route(app, createSavedQuery, async (request) => saveQuery(app.db, request.body));
  route(app, getReferenceCards, async (request) => referenceCardPage(app.db, request.query));
  route(app, searchReferenceCards, async (request) => {
    const { q, from, size } = request.query;
    return searchReferenceCardPage(app.db, searchIndex, q, { from, size });
  });

  route(app, getAllReferences, async () => allReferenceCardData(app.db));
  route(app, getArgumentHierarchy, async () => allHierarchyNodes(app.db));
  route(app, getArgumentCards, async (request) => argumentCardsOfKind(app.db, request.params.kind));
  route(app, findMissingReferenceUuids, async () => ({ missing: await missingReferences(app.db) }));

  route(app, getBackupFileStatus, async () => backupFileStatus(backupDir));

  // Each exported record is kept as its text in the file (and what the rules read of it), not
  // as the parsed record: decision 117.
  const referenceText = canonicalRecordText(referenceCardDataSchema);
  listBodyRoute(
    app,
    exportReferences,
    (card) => ({ uuid: card.uuid, text: referenceText(card) }),
    async (request) => {
      badBody(referenceCardsProblem(request.body));
      await writeFileAtomically(backupDir, backupFileOf('refs'), canonicalJsonChunks(request.body));
      return {
        msg: `Exported ${plural(request.body.length, 'reference card', 'reference cards')} to refs.json`,
      };
    },
    { bodyLimit: exportBodyLimit },
  );
  const nodeText = canonicalRecordText(hierarchyNodeSchema);
  listBodyRoute(
    app,
    exportHierarchy,
    (node) => ({ uuid: node.uuid, kind: node.kind, parentUuid: node.parentUuid, text: nodeText(node) }),
    async (request) => {
      badBody(hierarchyProblem(request.body));
      await writeFileAtomically(backupDir, backupFileOf('hierarchy'), canonicalJsonChunks(request.body));
      return {
        msg: `Exported ${plural(request.body.length, 'hierarchy node', 'hierarchy nodes')} to hierarchy.json`,
      };
    },
    { bodyLimit: exportBodyLimit },
  );
  const argumentText = canonicalRecordText(argumentCardSchema);
  listBodyRoute(
    app,
    exportArgumentCards,
    (card) => ({ uuid: card.uuid, kind: card.kind, text: argumentText(card) }),
    async (request) => {
      const { kind } = request.params;
      badBody(argumentCardsProblem(request.body, kind));
      await writeFileAtomically(backupDir, backupFileOf(kind), canonicalJsonChunks(request.body));
      return {
        msg: `Exported ${plural(request.body.length, `${kind} card`, `${kind} cards`)} to ${kind}.json`,
      };
    },
    { bodyLimit: exportBodyLimit },
  );

  route(app, importReferences, async () => {
    const cards = await readBackupFile(backupDir, 'refs', referenceCardDataSchema, referenceCardsProblem);
    await app.db.transaction().execute((trx) => upsertReferenceCards(trx, searchIndex, cards));
    return {
      msg: `Imported ${plural(cards.length, 'reference card', 'reference cards')} from refs.json`,
      count: cards.length,
    };
  });
  route(app, importHierarchy, async () => {
    const nodes = await readBackupFile(backupDir, 'hierarchy', hierarchyNodeSchema, hierarchyProblem);
    await app.db.transaction().execute((trx) => upsertHierarchyNodes(trx, nodes));
    return {
      msg: `Imported ${plural(nodes.length, 'hierarchy node', 'hierarchy nodes')} from hierarchy.json`,
      count: nodes.length,
    };
  });
  route(app, importArgumentCards, async (request) => {
    const { kind } = request.params;
    const cards = await readBackupFile(backupDir, kind, argumentCardSchema, (list) =>
      argumentCardsProblem(list, kind),
    );
    await app.db.transaction().execute((trx) => upsertArgumentCards(trx, cards));
    return {
      msg: `Imported ${plural(cards.length, `${kind} card`, `${kind} cards`)} from ${kind}.json`,
      count: cards.length,
    };
  });
}
