import styled from 'styled-components';
import { surfaceBox } from '../../base/Card';
import type { Theme } from '../../theme';

/** An answer that has a colour of its own (spec §4); any other answer has none. */
export type AttendeeTone = keyof Theme['attendeeStatusColors'];

export interface EventCardAttendee {
  email: string;
  /** The answer in words: accepted, tentative, declined, awaiting reply. */
  status: string;
  /** The status colour (tentative yellow, accepted green, declined red); none for other answers. */
  tone?: AttendeeTone;
}

export interface EventCardProps {
  /** The day in the calendar's zone, as people read it: "Fri, Dec 4". */
  date: string;
  /** The time in the calendar's zone, named: "6:30 pm MST"; "All day" for an all-day event. */
  time: string;
  /** The same moment on the visitor's clock when it differs: "Sat, Dec 5, 10:30 am your time". */
  viewerTime?: string;
  title: string;
  /** Canceled events are titled in red, others in blue (spec §4). */
  labelTone: keyof Theme['eventLabelColors'];
  attendees: readonly EventCardAttendee[];
  /** The lines of the description between the notes markers. */
  notes: readonly string[];
  /** Shown under the title when set, e.g. "Booked on this site". */
  origin?: string;
}

/**
 * At most 400 px high (spec §9), its guests and notes scrolling inside beyond that; as tall as its
 * row of the grid, which is as tall as its longest card, so a card alone on a phone's row ends under
 * its notes. As wide as its column: the events page fills its width with cards (decision 092).
 */
const Card = styled.article`
  ${surfaceBox}
  box-sizing: border-box;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  width: 100%;
  height: 100%;
  max-height: 400px;
  box-shadow: ${({ theme }) => theme.shadows.resting};
  overflow: hidden;
`;

const Head = styled.header`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const When = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
`;

const ViewerWhen = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const Title = styled.h2<{ $tone: EventCardProps['labelTone'] }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.25;
  color: ${({ $tone, theme }) => theme.eventLabelColors[$tone]};
  overflow-wrap: anywhere;
`;

const Origin = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)} ${theme.space(4)}`};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const SectionHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.9375rem;
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** An address is never cut off: a long one breaks over two lines, and its chip follows it. */
const Attendee = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Email = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The status chip: a tint of the spec's colour with its dark text, readable on each. */
const Status = styled.span<{ $tone?: AttendeeTone }>`
  flex: none;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid
    ${({ $tone, theme }) => ($tone ? theme.attendeeStatusColors[$tone].border : theme.colors.border)};
  background: ${({ $tone, theme }) =>
    $tone ? theme.attendeeStatusColors[$tone].surface : theme.colors.surfaceMuted};
  color: ${({ $tone, theme }) => ($tone ? theme.attendeeStatusColors[$tone].text : theme.colors.text)};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** "No guests listed." keeps the guest list's space before the notes' heading. */
const Quiet = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};

  &:last-child {
    margin-bottom: 0;
  }
`;

/** One dinner event: when, what, who answered how, and the guests' notes. */
export function EventCard({
  date,
  time,
  viewerTime,
  title,
  labelTone,
  attendees,
  notes,
  origin,
}: EventCardProps) {
  return (
    <Card aria-label={`${title}, ${date} ${time}`}>
      <Head>
        <When>
          {date} · {time}
        </When>
        {viewerTime && <ViewerWhen>{viewerTime}</ViewerWhen>}
        <Title $tone={labelTone}>{title}</Title>
        {origin && <Origin>{origin}</Origin>}
      </Head>
      {/* Long guest lists and notes scroll inside the card, so every card keeps its size. */}
      <Body tabIndex={0} role="group" aria-label={`Guests and notes of ${title}`}>
        <SectionHeading>Guests</SectionHeading>
        {attendees.length === 0 ? (
          <Quiet>No guests listed.</Quiet>
        ) : (
          <List>
            {attendees.map((attendee, index) => (
              <Attendee key={`${attendee.email}-${index}`}>
                <Email>{attendee.email}</Email>
                <Status $tone={attendee.tone}>{attendee.status}</Status>
              </Attendee>
            ))}
          </List>
        )}
        <SectionHeading>Notes</SectionHeading>
        {notes.length === 0 ? (
          <Quiet>No notes.</Quiet>
        ) : (
          <Notes>
            {notes.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Notes>
        )}
      </Body>
    </Card>
  );
}
