import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { FieldLabel, TextInput } from '../../base/FormField';
import { ActionRow, PageIntro, Stack } from '../../base/Layout';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { TextField } from '../../base/TextField';

export interface DwmSettingsSlot {
  /** `YYYY-MM-DDTHH:MM` on the calendar's clock (a datetime-local value). */
  start: string;
  minutes: number;
}

export interface DwmSettingsStatus {
  tone: StatusTone;
  text: string;
}

export interface DwmSettingsPageProps {
  homeHref: string;
  signInHref: string;
  audience: 'checking' | 'owner' | 'visitor';
  /** Where the calendar is read from and how the last read went, in words. */
  source?: { description: string; lastRead: string; problem?: string };
  /** The open evenings as they are saved, their starts on the calendar's clock. */
  slots?: readonly DwmSettingsSlot[];
  /** Which zone the evenings' starts are in, in words. */
  zoneNote?: string;
  onSaveFeed: (icsUrl: string | null) => void;
  onSaveSlots: (slots: DwmSettingsSlot[]) => void;
  feedStatus?: DwmSettingsStatus;
  slotsStatus?: DwmSettingsStatus;
}

/** Start, minutes and Remove on one row; on a phone the start takes a row of its own. */
const SlotRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    grid-column: 1 / -1;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr) 7rem auto;

    > :first-child {
      grid-column: auto;
    }
  }
`;

const SlotList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function FeedForm({ onSave, status }: { onSave: (url: string | null) => void; status?: DwmSettingsStatus }) {
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) onSave(url.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack $gap={3}>
        <TextField
          label="Calendar address (iCal)"
          hint="For example your calendar's secret address in iCal format. It is kept on the server and never shown again."
          type="url"
          value={url}
          onChange={setUrl}
          verbatim
        />
        <ActionRow>
          <Button type="submit" disabled={!url.trim()}>
            Save address
          </Button>
          <Button variant="secondary" onClick={() => onSave(null)}>
            Use the default calendar
          </Button>
        </ActionRow>
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </Stack>
    </form>
  );
}

function SlotsForm({
  initial,
  onSave,
  status,
}: {
  initial: readonly DwmSettingsSlot[];
  onSave: (slots: DwmSettingsSlot[]) => void;
  status?: DwmSettingsStatus;
}) {
  const [rows, setRows] = useState(() => initial.map((slot, index) => ({ ...slot, key: index })));
  const [nextKey, setNextKey] = useState(initial.length);
  const change = (key: number, part: Partial<DwmSettingsSlot>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(rows.filter((row) => row.start).map(({ start, minutes }) => ({ start, minutes })));
  };
  return (
    <form onSubmit={submit}>
      <Stack $gap={3}>
        {rows.length === 0 ? (
          <Quiet>No open evenings: guests cannot book until you add one.</Quiet>
        ) : (
          <SlotList aria-label="Open evenings">
            {rows.map((row, index) => (
              <SlotRow key={row.key}>
                <div>
                  <FieldLabel htmlFor={`dwm-slot-start-${row.key}`}>Evening {index + 1} starts</FieldLabel>
                  <TextInput
                    id={`dwm-slot-start-${row.key}`}
                    type="datetime-local"
                    value={row.start}
                    onChange={(event) => change(row.key, { start: event.target.value })}
                    style={{ width: '100%' }}
                  />
                </div>
                <div>
                  <FieldLabel htmlFor={`dwm-slot-minutes-${row.key}`}>Minutes</FieldLabel>
                  <TextInput
                    id={`dwm-slot-minutes-${row.key}`}
                    type="number"
                    min={15}
                    max={600}
                    step={15}
                    value={row.minutes}
                    onChange={(event) => change(row.key, { minutes: Number(event.target.value) })}
                    style={{ width: '100%' }}
                  />
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Remove evening ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((entry) => entry.key !== row.key))}
                >
                  Remove
                </Button>
              </SlotRow>
            ))}
          </SlotList>
        )}
        <ActionRow>
          <Button
            variant="secondary"
            onClick={() => {
              setRows((current) => [...current, { start: '', minutes: 120, key: nextKey }]);
              setNextKey((key) => key + 1);
            }}
          >
            Add an evening
          </Button>
          <Button type="submit">Save open evenings</Button>
        </ActionRow>
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </Stack>
    </form>
  );
}

/** The owner's dinner settings: where the calendar is read from, and the evenings guests may book. */
export function DwmSettingsPage({
  homeHref,
  signInHref,
  audience,
  source,
  slots,
  onSaveFeed,
  onSaveSlots,
  feedStatus,
  slotsStatus,
  zoneNote,
}: DwmSettingsPageProps) {
  return (
    <PageFrame heading="Dinner settings" homeHref={homeHref} width="narrow">
      <PageIntro>Where the dinner events come from, and the evenings guests can book on this site.</PageIntro>
      {audience === 'checking' && <Quiet aria-busy="true">Checking who is signed in…</Quiet>}
      {audience === 'visitor' && (
        <StatusText tone="info">
          Only the site&apos;s owner can change the dinner settings.{' '}
          <AppLink href={signInHref}>Sign in as the owner</AppLink>
        </StatusText>
      )}
      {audience === 'owner' && (
        <Stack $gap={5}>
          <Surface aria-labelledby="dwm-settings-calendar">
            <SurfaceHeading id="dwm-settings-calendar">Calendar</SurfaceHeading>
            {source ? (
              <>
                <p style={{ margin: 0 }}>{source.description}</p>
                <Quiet>{source.lastRead}</Quiet>
                {source.problem && <StatusText tone="error">{source.problem}</StatusText>}
              </>
            ) : (
              <Quiet aria-busy="true">Reading the calendar source…</Quiet>
            )}
            <FeedForm onSave={onSaveFeed} status={feedStatus} />
          </Surface>
          <Surface aria-labelledby="dwm-settings-slots">
            <SurfaceHeading id="dwm-settings-slots">Open evenings</SurfaceHeading>
            {zoneNote && <Quiet>{zoneNote}</Quiet>}
            {slots ? (
              <SlotsForm
                key={slots.map((slot) => slot.start).join()}
                initial={slots}
                onSave={onSaveSlots}
                status={slotsStatus}
              />
            ) : (
              <Quiet aria-busy="true">Reading the open evenings…</Quiet>
            )}
          </Surface>
        </Stack>
      )}
    </PageFrame>
  );
}
