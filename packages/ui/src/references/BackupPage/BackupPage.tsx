import styled, { css } from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { Surface, SurfaceHeading } from '../../base/Card';
import { OwnerOnlyNotice } from '../OwnerOnlyNotice';
import { PageIntro, Stack } from '../../base/Layout';
import { plural } from '../../base/text';

export type BackupActionState = 'idle' | 'pending' | 'succeeded' | 'failed';

/** One backup file and its two buttons. */
export interface BackupFileRow {
  /** The flag's name and the buttons' word: refs, hierarchy, quest... */
  name: string;
  /** What the file holds, e.g. "Reference cards". */
  description: string;
  fileName: string;
  /** Whether the file is in the server's backup folder; undefined while that is being checked. */
  exists?: boolean;
  exportState: BackupActionState;
  importState: BackupActionState;
}

export interface MissingReferenceItem {
  uuid: string;
  /** The hierarchy nodes that cite it. */
  referencedBy: readonly string[];
}

export interface BackupMessage {
  text: string;
  tone: StatusTone;
}

export type OwnerState = 'checking' | 'owner' | 'visitor';

export interface BackupPageProps {
  /** The site's landing page: the way home. */
  projectsHref: string;
  files: readonly BackupFileRow[];
  /** Every write here is the owner's: a visitor sees why the buttons are off and where to sign in. */
  owner: OwnerState;
  signInHref: string;
  /** The message area: the last export's or import's answer. */
  message?: BackupMessage;
  /** The reference uuids the hierarchy cites that no card has; undefined until asked. */
  missing?: readonly MissingReferenceItem[];
  findingMissing?: boolean;
  onExport: (name: string) => void;
  onImport: (name: string) => void;
  onFindMissing: () => void;
}

const Files = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FileCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const FileName = styled.code`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Flag = styled.p<{ $exists?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: fit-content;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  ${({ $exists, theme }) =>
    $exists === true
      ? css`
          background: ${theme.colors.successSurface};
          color: ${theme.colors.success};
        `
      : $exists === false
        ? css`
            background: ${theme.colors.surfaceMuted};
            color: ${theme.colors.mutedText};
          `
        : css`
            color: ${theme.colors.mutedText};
          `}
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Outcome = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Missing = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: 1.2em;
  overflow-wrap: anywhere;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
  }
`;

function flagText(exists: boolean | undefined): string {
  if (exists === undefined) return 'Checking the backup folder…';
  return exists ? '✓ In the backup folder' : '✗ Not in the backup folder';
}

/**
 * What became of the last export and import of this file, beside its buttons: on a phone the
 * message area may be scrolled out of sight when a button low on the page is pressed.
 */
function FileOutcome({ file }: { file: BackupFileRow }) {
  const notes: { text: string; failed: boolean }[] = [];
  if (file.exportState === 'succeeded') notes.push({ text: '✓ Exported', failed: false });
  if (file.exportState === 'failed') notes.push({ text: '✗ Export failed (see Messages)', failed: true });
  if (file.importState === 'succeeded') notes.push({ text: '✓ Imported', failed: false });
  if (file.importState === 'failed') notes.push({ text: '✗ Import failed (see Messages)', failed: true });
  return (
    <>
      {notes.map((note) => (
        <Outcome key={note.text} $failed={note.failed}>
          {note.text}
        </Outcome>
      ))}
    </>
  );
}

/**
 * The backup page (export-backup/n95): which backup files exist, export and import of each, the
 * missing-UUIDs check, and a message area with the last answer.
 */
const NoticeSlot = styled.div<{ $held: boolean }>`
  visibility: ${({ $held }) => ($held ? 'hidden' : 'visible')};
`;

export function BackupPage({
  projectsHref,
  files,
  owner,
  signInHref,
  message,
  missing,
  findingMissing = false,
  onExport,
  onImport,
  onFindMissing,
}: BackupPageProps) {
  const writesOff = owner !== 'owner';
  return (
    <PageFrame heading="Knowledge-base backup" homeHref={projectsHref}>
      <PageIntro>
        Export writes each list as JSON into the server's backup folder. Import loads a file from there: the
        whole file is checked first, then every record is added or replaced by its uuid.
      </PageIntro>
      <Stack $gap={6}>
        {owner !== 'owner' && (
          // Held (unseen) while the session is checked, so the page does not move when a visitor's notice shows.
          <NoticeSlot $held={owner === 'checking'} aria-hidden={owner === 'checking' || undefined}>
            <OwnerOnlyNotice action="export or import backups" signInHref={signInHref} />
          </NoticeSlot>
        )}

        <Surface aria-labelledby="backup-messages-heading">
          <SurfaceHeading id="backup-messages-heading">Messages</SurfaceHeading>
          {message ? (
            <StatusText tone={message.tone}>{message.text}</StatusText>
          ) : (
            <Quiet>No messages yet.</Quiet>
          )}
        </Surface>

        <Surface aria-labelledby="backup-files-heading">
          <SurfaceHeading id="backup-files-heading">Backup files</SurfaceHeading>
          <Files aria-label="Backup files">
            {files.map((file) => (
              <FileCard key={file.name} aria-labelledby={`backup-file-${file.name}`}>
                <h3 id={`backup-file-${file.name}`}>
                  {file.description} <FileName>{file.fileName}</FileName>
                </h3>
                <Flag $exists={file.exists} data-testid={`flag-${file.name}`}>
                  {flagText(file.exists)}
                </Flag>
                <Buttons>
                  <Button
                    variant="secondary"
                    disabled={writesOff}
                    busy={file.exportState === 'pending'}
                    onClick={() => onExport(file.name)}
                  >
                    {file.exportState === 'pending' ? `Exporting ${file.name}…` : `Export ${file.name}`}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={writesOff || file.exists === false || file.importState === 'succeeded'}
                    busy={file.importState === 'pending'}
                    onClick={() => onImport(file.name)}
                  >
                    {file.importState === 'pending' ? `Importing ${file.name}…` : `Import ${file.name}`}
                  </Button>
                </Buttons>
                <FileOutcome file={file} />
              </FileCard>
            ))}
          </Files>
        </Surface>

        <Surface aria-labelledby="missing-references-heading">
          <SurfaceHeading id="missing-references-heading">Missing references</SurfaceHeading>
          <Quiet>Lists the reference uuids the argument hierarchy cites that no reference card has.</Quiet>
          <Buttons>
            <Button variant="secondary" busy={findingMissing} onClick={onFindMissing}>
              Find missing UUIDs
            </Button>
          </Buttons>
          {findingMissing && <StatusText tone="info">Checking the hierarchy…</StatusText>}
          {!findingMissing && missing !== undefined && (
            <div role="status">
              {missing.length === 0 ? (
                <p>Every reference the hierarchy cites has a card.</p>
              ) : (
                <>
                  <p>
                    {plural(missing.length, 'cited reference has no card', 'cited references have no card')}:
                  </p>
                  <Missing aria-label="Missing references">
                    {missing.map((item) => (
                      <li key={item.uuid}>
                        <code>{item.uuid}</code>, cited by{' '}
                        {item.referencedBy.map((uuid, index) => (
                          <span key={uuid}>
                            {index > 0 && ', '}
                            <code>{uuid}</code>
                          </span>
                        ))}
                      </li>
                    ))}
                  </Missing>
                </>
              )}
            </div>
          )}
        </Surface>
      </Stack>
    </PageFrame>
  );
}
