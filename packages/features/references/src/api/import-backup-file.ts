import { useApiMutation } from '@portfolio/api-client';
import {
  type BackupFileName,
  getAllReferences,
  getArgumentCards,
  getArgumentHierarchy,
  getReferenceCards,
  type ImportAnswer,
  importArgumentCards,
  importHierarchy,
  importReferences,
  searchReferenceCards,
} from '@portfolio/contracts';
import { useCallback } from 'react';

/**
 * POST /api-import/refs, /api-import/hierarchy or /api-import/cards/{kind} with an empty body
 * (owner only). Cached reads of what an import replaces are fetched again afterwards.
 */
export function useImportBackupFile(): (name: BackupFileName) => Promise<ImportAnswer> {
  const references = useApiMutation(importReferences, {
    kind: 'import',
    invalidates: [getReferenceCards, searchReferenceCards, getAllReferences],
  });
  const hierarchy = useApiMutation(importHierarchy, { kind: 'import', invalidates: [getArgumentHierarchy] });
  const cards = useApiMutation(importArgumentCards, { kind: 'import', invalidates: [getArgumentCards] });
  const importReferencesAsync = references.mutateAsync;
  const importHierarchyAsync = hierarchy.mutateAsync;
  const importCardsAsync = cards.mutateAsync;

  return useCallback(
    (name: BackupFileName) => {
      switch (name) {
        case 'refs':
          return importReferencesAsync();
        case 'hierarchy':
          return importHierarchyAsync();
        default:
          return importCardsAsync({ params: { kind: name } });
      }
    },
    [importReferencesAsync, importHierarchyAsync, importCardsAsync],
  );
}
