import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { plural, pluralWord } from '../../base/text';

export interface BoxCount {
  box: number;
  count: number;
  /** Days a word waits after it lands in this box. */
  intervalDays: number;
}

export interface ForecastCount {
  /** `YYYY-MM-DD`. */
  day: string;
  count: number;
}

export interface DeckSummaryProps {
  /** Words due today, overdue ones included. */
  dueToday: number;
  /** Words in the deck. */
  total: number;
  boxes: readonly BoxCount[];
  /** Today first, then the next days (14 in all). */
  forecast: readonly ForecastCount[];
  /** Starts a review of today's words; left out while a review runs. */
  onStartReview?: () => void;
}

/** "Tue 10", read in UTC so a day string never shifts with the time zone. */
export function shortDay(day: string): { weekday: string; date: string; full: string } {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    weekday: date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    date: date.toLocaleDateString('en-GB', { day: 'numeric', timeZone: 'UTC' }),
    full: date.toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
  };
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const DueLine = styled.p`
  margin: 0;
  font-size: 1.125rem;

  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.5rem;
    line-height: 1.1;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Five tiles in a row; on a phone the gaps and the tiles' sides narrow so "16 days" fits one line. */
const Boxes = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    gap: ${({ theme }) => theme.space(2)};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BoxItem = styled.li`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};
  text-align: center;
  font-size: 0.8125rem;
  white-space: nowrap;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 0.875rem;
  }

  strong {
    font-size: 1.5rem;
    line-height: 1.2;
  }

  span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const BAR_AREA = 72;

const Forecast = styled.ol`
  display: grid;
  grid-template-columns: repeat(14, minmax(0, 1fr));
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ForecastDay = styled.li`
  display: grid;
  grid-template-rows: auto ${BAR_AREA}px auto auto;
  justify-items: center;
  align-items: end;
  font-size: 0.75rem;
  min-width: 0;
`;

const Bar = styled.span<{ $height: number; $today: boolean }>`
  display: block;
  width: min(100%, 22px);
  height: ${({ $height }) => $height}px;
  border-radius: 3px 3px 0 0;
  background: ${({ theme, $today }) => ($today ? theme.colors.focus : theme.colors.accent)};
`;

const DayLabel = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Today's count and the start of a review, the words per box, and the next 14 days. */
export function DeckSummary({ dueToday, total, boxes, forecast, onStartReview }: DeckSummaryProps) {
  const highest = Math.max(1, ...forecast.map((entry) => entry.count));
  const next = forecast.slice(1).find((entry) => entry.count > 0);
  return (
    <Layout>
      <Surface aria-labelledby="leitner-today">
        <SurfaceHeading id="leitner-today">Today</SurfaceHeading>
        {total === 0 ? (
          <Quiet>The deck is empty: add a word or import a CSV file to begin.</Quiet>
        ) : (
          <>
            <DueLine>
              <strong>{dueToday}</strong> {pluralWord(dueToday, 'word')} due today
            </DueLine>
            {dueToday === 0 && (
              <Quiet>
                Nothing is due today.
                {next
                  ? ` Next: ${plural(next.count, 'word', 'words')} on ${shortDay(next.day).full}.`
                  : ' Nothing falls due in the next two weeks.'}
              </Quiet>
            )}
            {onStartReview && dueToday > 0 && <Button onClick={onStartReview}>Start review</Button>}
          </>
        )}
      </Surface>
      <Surface aria-labelledby="leitner-boxes">
        <SurfaceHeading id="leitner-boxes">Boxes</SurfaceHeading>
        <Boxes aria-label="Words per box">
          {boxes.map((box) => (
            <BoxItem key={box.box} aria-label={`Box ${box.box}: ${plural(box.count, 'word', 'words')}`}>
              <span aria-hidden="true">Box {box.box}</span>
              <strong aria-hidden="true">{box.count}</strong>
              <span aria-hidden="true">{plural(box.intervalDays, 'day', 'days')}</span>
            </BoxItem>
          ))}
        </Boxes>
        <Quiet>Under each box: the days a word waits there before it is due again.</Quiet>
        <SurfaceHeading as="h3" id="leitner-forecast">
          Due in the next 14 days
        </SurfaceHeading>
        <Forecast aria-labelledby="leitner-forecast">
          {forecast.map((entry, index) => {
            const label = shortDay(entry.day);
            return (
              <ForecastDay
                key={entry.day}
                aria-label={`${index === 0 ? 'Today' : label.full}: ${plural(entry.count, 'word', 'words')}`}
              >
                <span aria-hidden="true">{entry.count}</span>
                <Bar
                  aria-hidden="true"
                  $today={index === 0}
                  $height={Math.round((entry.count / highest) * (BAR_AREA - 4)) + (entry.count > 0 ? 4 : 1)}
                />
                <DayLabel aria-hidden="true">{label.weekday.slice(0, 2)}</DayLabel>
                <DayLabel aria-hidden="true">{label.date}</DayLabel>
              </ForecastDay>
            );
          })}
        </Forecast>
      </Surface>
    </Layout>
  );
}
