import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../base/Button';
import type { EventCardProps } from '../EventCard';

export interface MonthDinner {
  id: string;
  /** The start on the calendar's clock: "6:30 pm"; "All day". */
  time: string;
  title: string;
  labelTone: EventCardProps['labelTone'];
}

export interface MonthDay {
  /** `2026-12-04`, the day in the calendar's zone. */
  date: string;
  /** The day of the month, 1 to 31. */
  day: number;
  /** False for the days of the months before and after that fill the first and last week. */
  inMonth: boolean;
  /** Today, on the calendar's clock. */
  today: boolean;
  dinners: readonly MonthDinner[];
}

export interface MonthAgendaEntry {
  id: string;
  /** "Fri, Dec 4 · 6:30 pm MST". */
  when: string;
  /** The visitor's own time when their clock differs: "Sat, Dec 5, 10:30 am your time". */
  viewerTime?: string;
  title: string;
  labelTone: EventCardProps['labelTone'];
  /** "Booked on this site", "Canceled". */
  notes: readonly string[];
}

export interface MonthCalendarProps {
  /** "December 2026". */
  title: string;
  /** Sunday to Saturday, the first week holding the 1st, the last the month's last day. */
  weeks: readonly (readonly MonthDay[])[];
  /** The month's dinners in order, with their full times: what the grid marks, in words. */
  agenda: readonly MonthAgendaEntry[];
  previousTitle: string;
  nextTitle: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** Below the phone breakpoint: the exact complement of the `min-width` queries the pages use. */
const onPhones = ({ theme }: { theme: { breakpoints: { phone: string } } }) =>
  `not all and (min-width: ${theme.breakpoints.phone})`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  text-align: center;
`;

const StepButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space(3)};
  min-width: 44px;
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  th {
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
    text-align: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Cell = styled.td<{ $inMonth: boolean }>`
  height: 104px;
  padding: ${({ theme }) => theme.space(1)};
  vertical-align: top;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $inMonth, theme }) => ($inMonth ? theme.colors.surface : theme.colors.surfaceMuted)};
  color: ${({ $inMonth, theme }) => ($inMonth ? theme.colors.text : theme.colors.mutedText)};

  @media ${onPhones} {
    height: 56px;
  }
`;

const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  ${({ $today, theme }) =>
    $today &&
    css`
      background: ${theme.colors.accent};
      color: ${theme.colors.accentText};
    `}
`;

const Dinners = styled.ul`
  display: grid;
  gap: 2px;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;

  @media ${onPhones} {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    padding-left: 2px;
  }
`;

/** A dinner in its day: time and title on a line at desktop width, a dot on a phone. */
const Dinner = styled.li<{ $tone: EventCardProps['labelTone'] }>`
  overflow: hidden;
  padding: 1px ${({ theme }) => theme.space(1)};
  border-left: 3px solid ${({ $tone, theme }) => theme.eventLabelColors[$tone]};
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.infoSurface};
  font-size: 0.75rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
  /* Two lines at most: the list under the month has the whole title. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  ${({ $tone }) =>
    $tone === 'canceled' &&
    css`
      text-decoration: line-through;
    `}

  @media ${onPhones} {
    display: block;
    width: 8px;
    height: 8px;
    padding: 0;
    border: 0;
    border-radius: 999px;
    background: ${({ $tone, theme }) => theme.eventLabelColors[$tone]};
    /* The words stay for screen readers; the list below the month gives them to everyone. */
    color: transparent;
    font-size: 0;
  }
`;

const Agenda = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const AgendaHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

const AgendaList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AgendaItem = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const When = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Small = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const AgendaTitle = styled.span<{ $tone: EventCardProps['labelTone'] }>`
  font-weight: 700;
  color: ${({ $tone, theme }) => theme.eventLabelColors[$tone]};
  overflow-wrap: anywhere;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** One month of dinners: a Sunday-first grid that marks them, and the list of them in words. */
export function MonthCalendar({
  title,
  weeks,
  agenda,
  previousTitle,
  nextTitle,
  onPrevious,
  onNext,
}: MonthCalendarProps) {
  const titleId = useId();
  return (
    <div>
      <Header>
        <StepButton variant="secondary" onClick={onPrevious} aria-label={`Previous month, ${previousTitle}`}>
          ‹
        </StepButton>
        <Title id={titleId} aria-live="polite">
          {title}
        </Title>
        <StepButton variant="secondary" onClick={onNext} aria-label={`Next month, ${nextTitle}`}>
          ›
        </StepButton>
      </Header>
      <Grid aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <Cell key={day.date} $inMonth={day.inMonth} aria-current={day.today ? 'date' : undefined}>
                  <DayNumber $today={day.today}>{day.day}</DayNumber>
                  {day.dinners.length > 0 && (
                    <Dinners>
                      {day.dinners.map((dinner) => (
                        <Dinner
                          key={dinner.id}
                          $tone={dinner.labelTone}
                          title={`${dinner.time} ${dinner.title}`}
                        >
                          {dinner.time} {dinner.title}
                        </Dinner>
                      ))}
                    </Dinners>
                  )}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Agenda aria-labelledby={`${titleId}-agenda`}>
        <AgendaHeading id={`${titleId}-agenda`}>Dinners in {title}</AgendaHeading>
        {agenda.length === 0 ? (
          <Quiet>No dinners in {title}.</Quiet>
        ) : (
          <AgendaList>
            {agenda.map((entry) => (
              <AgendaItem key={entry.id}>
                <When>{entry.when}</When>
                {entry.viewerTime && <Small>{entry.viewerTime}</Small>}
                <AgendaTitle $tone={entry.labelTone}>{entry.title}</AgendaTitle>
                {entry.notes.length > 0 && <Small>{entry.notes.join(' · ')}</Small>}
              </AgendaItem>
            ))}
          </AgendaList>
        )}
      </Agenda>
    </div>
  );
}
