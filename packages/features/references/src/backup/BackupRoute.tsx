import { siteAddresses } from '@portfolio/api-client/site';
import { ApiRequestError, DataProvider, statusTextFor, useOwnerSession } from '@portfolio/api-client';
import type { BackupFileName, MissingReference } from '@portfolio/contracts';
import { useDocumentTitle } from '@portfolio/ui';
import {
  type BackupActionState,
  type BackupFileRow,
  type BackupMessage,
  BackupPage,
  type OwnerState,
} from '@portfolio/ui/references';
import { useState } from 'react';
import { exportBackupFile } from '../api/export-backup-file';
import { findMissingReferences } from '../api/find-missing-references';
import { useBackupFileStatus } from '../api/get-backup-file-status';
import { useImportBackupFile } from '../api/import-backup-file';
import { backupFiles, exportFailureLog } from './backup-files';

const ownerSignInHref = siteAddresses.owner;
type Action = 'export' | 'import';

function asRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError({ message: String(error), status: 0, error: String(error) });
}

/** /export-backup/n95, a lazy route module. */
export function BackupRoute() {
  return (
    <DataProvider>
      <BackupPageContainer />
    </DataProvider>
  );
}

/**
 * The backup page (/export-backup/n95). Exports fetch the data and post it; imports post an empty
 * body; both are the owner's, and a 401 on the way turns the page to its signed-out state.
 */
function BackupPageContainer() {
  useDocumentTitle('Knowledge-base backup');
  const session = useOwnerSession();
  const flags = useBackupFileStatus();
  const importFile = useImportBackupFile();
  const [states, setStates] = useState<Partial<Record<`${Action}:${BackupFileName}`, BackupActionState>>>({});
  const [message, setMessage] = useState<BackupMessage>();
  const [missing, setMissing] = useState<MissingReference[]>();
  const [findingMissing, setFindingMissing] = useState(false);

  const owner: OwnerState =
    session.data === undefined ? 'checking' : session.data.owner ? 'owner' : 'visitor';
  const setState = (action: Action, name: BackupFileName, state: BackupActionState) =>
    setStates((current) => ({ ...current, [`${action}:${name}`]: state }));

  const notOwner = (error: ApiRequestError) => {
    if (error.status !== 401) return false;
    setMessage({
      text: 'Only the site’s owner can export or import: sign in as the owner first.',
      tone: 'error',
    });
    // The session has ended (or never began): read it again so the page shows the sign-in notice.
    void session.refetch();
    return true;
  };

  const runExport = async (name: BackupFileName) => {
    setState('export', name, 'pending');
    try {
      const answer = await exportBackupFile(name);
      setState('export', name, 'succeeded');
      setMessage({ text: answer.msg, tone: 'success' });
      void flags.refetch();
    } catch (thrown) {
      const error = asRequestError(thrown);
      setState('export', name, 'failed');
      // The spec only logs a failed export; the page also says so, so a click never seems lost (decision 016).
      console.error(exportFailureLog(error.status, statusTextFor(error.status), error.error));
      if (!notOwner(error))
        setMessage({ text: `Export of ${name} failed: ${error.error || error.message}`, tone: 'error' });
    }
  };

  const runImport = async (name: BackupFileName) => {
    setState('import', name, 'pending');
    try {
      const answer = await importFile(name);
      setState('import', name, 'succeeded');
      setMessage({ text: answer.msg, tone: 'success' });
    } catch (thrown) {
      const error = asRequestError(thrown);
      setState('import', name, 'failed');
      if (!notOwner(error))
        setMessage({ text: `Import of ${name} failed: ${error.error || error.message}`, tone: 'error' });
    }
  };

  const runFindMissing = async () => {
    setFindingMissing(true);
    try {
      setMissing(await findMissingReferences());
    } catch (thrown) {
      const error = asRequestError(thrown);
      setMessage({ text: `Finding missing UUIDs failed: ${error.error || error.message}`, tone: 'error' });
    } finally {
      setFindingMissing(false);
    }
  };

  const rows: BackupFileRow[] = backupFiles.map(({ name, description }) => ({
    name,
    description,
    fileName: `${name}.json`,
    exists: flags.data?.[name],
    exportState: states[`export:${name}`] ?? 'idle',
    importState: states[`import:${name}`] ?? 'idle',
  }));

  const fileName = (name: string) => backupFiles.find((file) => file.name === name)?.name;

  return (
    <BackupPage
      projectsHref={siteAddresses.landing}
      files={rows}
      owner={owner}
      signInHref={ownerSignInHref}
      message={message}
      missing={missing}
      findingMissing={findingMissing}
      onExport={(name) => {
        const file = fileName(name);
        if (file) void runExport(file);
      }}
      onImport={(name) => {
        const file = fileName(name);
        if (file) void runImport(file);
      }}
      onFindMissing={() => void runFindMissing()}
    />
  );
}
