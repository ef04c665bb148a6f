import { requestContract } from '@portfolio/api-client';
import {
  type BackupFileName,
  exportArgumentCards,
  type ExportAnswer,
  exportHierarchy,
  exportReferences,
  getAllReferences,
  getArgumentCards,
  getArgumentHierarchy,
} from '@portfolio/contracts';

/**
 * Exports one backup file the way the spec's page does: fetch the data, then post it to the export
 * call, which writes it into the server's backup folder (spec part 2 §7). Reference cards come from
 * GET /api-references, the list in backup form that decision 014 made for this.
 */
export async function exportBackupFile(name: BackupFileName): Promise<ExportAnswer> {
  switch (name) {
    case 'refs':
      return requestContract(exportReferences, { body: await requestContract(getAllReferences) });
    case 'hierarchy':
      return requestContract(exportHierarchy, { body: await requestContract(getArgumentHierarchy) });
    default: {
      const cards = await requestContract(getArgumentCards, { params: { kind: name } });
      return requestContract(exportArgumentCards, { params: { kind: name }, body: cards });
    }
  }
}
