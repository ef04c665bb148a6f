import styled from 'styled-components';
import { surfaceBox } from '../../base/Card';

export interface EventCardAttendee {
  email: string;
  /** The answer in words: accepted, tentative, declined, awaiting reply. */
  status: string;
  /** The status colour (tentative yellow, accepted lime, declined red); none for other answers. */
  color?: string;
}

export interface EventCardProps {
  /** The day, as people read it: "Fri, Dec 4". */
  date: string;
  /** The time in 12-hour form: "6:30 pm"; "All day" for an all-day event. */
  time: string;
  title: string;
  /** Red for a canceled event, blue otherwise (spec §4). */
  labelColor: string;
  attendees: readonly EventCardAttendee[];
  /** The lines of the description between the notes markers. */
  notes: readonly string[];
  /** Shown under the title when set, e.g. "Booked on this site". */
  origin?: string;
}

/** 400 × 400 px (spec §9); narrower only where the screen is. */
const Card = styled.article`
  ${surfaceBox}
  box-sizing: border-box;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  width: min(400px, 100%);
  height: 400px;
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

/** Large bold text: the spec's red keeps a readable contrast at this size. */
const Title = styled.h2<{ $color: string }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.25;
  color: ${({ $color }) => $color};
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

const Attendee = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The status chip: the spec's colour behind black text, readable on every one of them. */
const Status = styled.span<{ $color?: string }>`
  flex: none;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid ${({ $color, theme }) => ($color ? 'rgba(0, 0, 0, 0.25)' : theme.colors.border)};
  background: ${({ $color, theme }) => $color ?? theme.colors.surfaceMuted};
  color: #000000;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One dinner event: when, what, who answered how, and the guests' notes. */
export function EventCard({ date, time, title, labelColor, attendees, notes, origin }: EventCardProps) {
  return (
    <Card aria-label={`${title}, ${date} ${time}`}>
      <Head>
        <When>
          {date} · {time}
        </When>
        <Title $color={labelColor}>{title}</Title>
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
                <span title={attendee.email}>{attendee.email}</span>
                <Status $color={attendee.color}>{attendee.status}</Status>
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
