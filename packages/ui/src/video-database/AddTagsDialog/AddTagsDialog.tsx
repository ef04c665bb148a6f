import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { DialogActions, ModalDialog } from '../../base/ModalDialog';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { TextField } from '../../base/TextField';
import { plural } from '../../base/text';

export interface AddTagsDialogProps {
  /** The titles of the files the tags go to. */
  files: readonly string[];
  /** Most characters the tag text may have (200, spec part 2 §9). */
  maxLength: number;
  /** Why a tag text cannot be saved, or undefined when it can. */
  validate: (text: string) => string | undefined;
  /** Saves the tag text (tags separated by commas). */
  onSave: (text: string) => void;
  /** Cancel, Escape, or Close after saving. */
  onClose: () => void;
  saving?: boolean;
  /** The last save's answer. */
  status?: { text: string; tone: StatusTone };
  /** Only the owner saves tags: for anyone else the dialog says how to sign in. */
  signInHref?: string;
}

const Files = styled.ul`
  max-height: 9rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * The add-tags dialog: the ticked files and one field of tags separated by commas. The text's
 * limit is checked while typing; an empty selection says how to choose files instead.
 */
export function AddTagsDialog({
  files,
  maxLength,
  validate,
  onSave,
  onClose,
  saving = false,
  status,
  signInHref,
}: AddTagsDialogProps) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const describedBy = useId();
  const problem = validate(text);
  // Too long is said at once; "empty" only after a try, so the dialog does not open scolding.
  const shownProblem = text.length > maxLength || tried ? problem : undefined;
  const empty = files.length === 0;
  const saved = status?.tone === 'success';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem === undefined && !empty) onSave(text);
  };

  return (
    <ModalDialog title="Add tags" onDismiss={onClose} describedBy={describedBy}>
      <form onSubmit={submit} noValidate>
        {empty ? (
          <StatusText tone="info" id={describedBy}>
            No files are selected. Switch to Selection mode and tick the videos to tag.
          </StatusText>
        ) : (
          <>
            <Lead id={describedBy}>Tags for {plural(files.length, 'file', 'files')}:</Lead>
            <Files aria-label="Files to tag">
              {files.map((file) => (
                <li key={file}>{file}</li>
              ))}
            </Files>
            <TextField
              label="Tags"
              value={text}
              onChange={(value) => {
                setText(value);
                if (saved) setTried(false);
              }}
              hint={`Separate tags with commas. ${text.length} of ${maxLength} characters.`}
              error={shownProblem}
              autoComplete="off"
              data-autofocus
            />
          </>
        )}
        <Notes>
          {signInHref !== undefined && !empty && (
            <StatusText tone="info">
              Only the owner adds tags. <AppLink href={signInHref}>Sign in as the owner</AppLink> first.
            </StatusText>
          )}
          {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
        </Notes>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {saved ? 'Close' : 'Cancel'}
          </Button>
          {!empty && (
            <Button type="submit" disabled={signInHref !== undefined} busy={saving}>
              {saving ? 'Saving…' : 'Save tags'}
            </Button>
          )}
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
