import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { FieldLabel, FileInput } from '../../base/FormField';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface DeckFilesProps {
  onExport: () => void;
  /** A CSV file the owner picked. */
  onImport: (file: File) => void;
  status?: { text: string; tone: StatusTone };
  busy?: boolean;
}

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The deck as a CSV file: export every word, or import a file of words. */
export function DeckFiles({ onExport, onImport, status, busy = false }: DeckFilesProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Surface aria-labelledby="leitner-files">
      <SurfaceHeading id="leitner-files">CSV files</SurfaceHeading>
      <Hint>
        Columns <code>term,meaning,example,notes,box,due</code>; only term and meaning are required. A term
        the deck already has is updated, others are added to box 1.
      </Hint>
      <Row>
        <Button variant="secondary" onClick={onExport}>
          Export CSV
        </Button>
        <div>
          <FieldLabel htmlFor={inputId}>Import a CSV file</FieldLabel>
          <FileInput
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onImport(file);
              // The same file may be picked again after it is fixed.
              if (input.current) input.current.value = '';
            }}
          />
        </div>
      </Row>
      {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
    </Surface>
  );
}
