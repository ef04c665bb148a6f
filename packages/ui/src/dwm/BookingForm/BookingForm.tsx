import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { surfaceBox } from '../../base/Card';
import { FormField } from '../../base/FormField';
import { TextAreaInput } from '../../base/FormField/formControls';
import { Stack } from '../../base/Layout';
import { StatusText } from '../../base/StatusText';
import { TextField } from '../../base/TextField';
import { WayHomeLink } from '../../base/WayHomeLink';
import { ZoneNote } from '../ZoneNote';

export interface BookingSlotOption {
  id: string;
  /** The slot on the calendar's clock, named: "Fri, Nov 27, 6:00 pm MST (2 hours)". */
  label: string;
  /** The same start on the visitor's clock when it differs: "Sat, Nov 28, 10:00 am your time". */
  viewerTime?: string;
}

export interface BookingFormValues {
  slotId: string;
  name: string;
  email: string;
  notes: string;
}

export type BookingFieldErrors = Partial<Record<keyof BookingFormValues, string>>;

export interface BookingFormProps {
  state: 'loading' | 'ready' | 'error';
  slots: readonly BookingSlotOption[];
  onSubmit: (values: BookingFormValues) => void;
  submitting?: boolean;
  /** The server's refusal, shown above the button. */
  errorMessage?: string;
  /** The server's refusal of one field. */
  fieldErrors?: BookingFieldErrors;
  /**
   * After a booking: what was booked, and whether the server had already sent the host's email
   * when it answered (otherwise the email waits in the server's queue).
   */
  booked?: { when: string; name: string; hostEmailed: boolean };
  /** The way home, when the page is opened on its own rather than inside the calendar's frame. */
  homeHref?: string;
  /** Which zone the evenings are in, in words. */
  zoneNote?: string;
}

/** Tighter on a phone, where the frame is the screen's width less the page's margins. */
const Page = styled.main`
  padding: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Slots = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const SlotGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(250px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const SlotChoice = styled.label`
  ${surfaceBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;

  input {
    flex: none;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

const SlotProblem = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const SlotWhen = styled.span`
  display: grid;
`;

const SlotTheirTime = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const BookedHeading = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(values: BookingFormValues): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (!values.slotId) errors.slotId = 'Choose an evening';
  if (!values.name.trim()) errors.name = 'Write your name';
  if (!emailPattern.test(values.email.trim())) errors.email = 'Write an email address like name@example.com';
  return errors;
}

/**
 * The site's own booking page (decision 069): the open dinner slots the owner offers, the
 * guest's name, email and notes. It lives in the calendar page's frame, as a third-party one would.
 */
export function BookingForm({
  state,
  slots,
  onSubmit,
  submitting = false,
  errorMessage,
  fieldErrors = {},
  booked,
  homeHref,
  zoneNote,
}: BookingFormProps) {
  const [values, setValues] = useState<BookingFormValues>({ slotId: '', name: '', email: '', notes: '' });
  const [problems, setProblems] = useState<BookingFieldErrors>({});
  const set = (field: keyof BookingFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const shown = {
    ...fieldErrors,
    ...Object.fromEntries(Object.entries(problems).filter((entry) => entry[1])),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim(), notes: values.notes.trim() });
  };

  const wayHome = homeHref !== undefined && (
    <nav aria-label="Site">
      <WayHomeLink href={homeHref} />
    </nav>
  );

  // Once booked, the form is gone: the confirmation's heading takes the focus the Book button had.
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (booked) bookedHeading.current?.focus();
  }, [booked]);

  if (booked) {
    return (
      <Page>
        {wayHome}
        <BookedHeading ref={bookedHeading} tabIndex={-1}>
          Your dinner is booked
        </BookedHeading>
        <StatusText tone="success">
          Thank you, {booked.name}: we look forward to dinner on {booked.when}.{' '}
          {booked.hostEmailed
            ? 'Your booking is stored and the host has been emailed.'
            : 'Your booking is stored; the email to the host waits on the server and goes out as soon as the mail server takes it.'}
        </StatusText>
      </Page>
    );
  }

  return (
    <Page>
      {wayHome}
      <Heading>Book a dinner</Heading>
      <Intro>
        Choose one of the open evenings, then tell the host who is coming and anything that will help.
      </Intro>
      {zoneNote && state === 'ready' && slots.length > 0 && <ZoneNote>{zoneNote}</ZoneNote>}
      {state === 'loading' && <Quiet aria-busy="true">Loading the open evenings…</Quiet>}
      {state === 'error' && (
        <StatusText tone="error">{errorMessage ?? 'The open evenings could not be read.'}</StatusText>
      )}
      {state === 'ready' && slots.length === 0 && (
        <Quiet>No evenings are open right now. Please look again later.</Quiet>
      )}
      {state === 'ready' && slots.length > 0 && (
        <form onSubmit={submit} noValidate>
          <Stack $gap={4}>
            <Slots aria-describedby={shown.slotId ? 'booking-slot-problem' : undefined}>
              <legend>Open evenings</legend>
              <SlotGrid>
                {slots.map((slot) => (
                  <SlotChoice key={slot.id}>
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      checked={values.slotId === slot.id}
                      onChange={() => set('slotId')(slot.id)}
                    />
                    <SlotWhen>
                      {slot.label}
                      {slot.viewerTime && <SlotTheirTime>{slot.viewerTime}</SlotTheirTime>}
                    </SlotWhen>
                  </SlotChoice>
                ))}
              </SlotGrid>
              {shown.slotId && <SlotProblem id="booking-slot-problem">{shown.slotId}</SlotProblem>}
            </Slots>
            <TextField
              label="Name"
              value={values.name}
              onChange={set('name')}
              error={shown.name}
              autoComplete="name"
              maxLength={120}
            />
            <TextField
              label="Email"
              type="email"
              value={values.email}
              onChange={set('email')}
              error={shown.email}
              autoComplete="email"
              verbatim
              maxLength={320}
            />
            <FormField
              label="Notes (optional)"
              hint="Please share anything that will help prepare for our dinner: guests, allergies, timing."
              error={shown.notes}
            >
              {(control) => (
                <TextAreaInput
                  {...control}
                  value={values.notes}
                  maxLength={2000}
                  onChange={(event) => set('notes')(event.target.value)}
                />
              )}
            </FormField>
            {errorMessage && <StatusText tone="error">{errorMessage}</StatusText>}
            <div>
              <Button type="submit" busy={submitting}>
                {submitting ? 'Booking…' : 'Book this dinner'}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Page>
  );
}
