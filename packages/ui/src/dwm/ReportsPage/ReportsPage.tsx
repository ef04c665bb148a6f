import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Surface, SurfaceHeading } from '../../base/Card';
import { PageIntro, Stack } from '../../base/Layout';
import { PageFrame } from '../../base/PageFrame';
import { ChartLegend } from '../ChartLegend';
import { LoadingRoom } from '../LoadingRoom';
import { ZoneNote } from '../ZoneNote';
import {
  type DinnerMonth,
  DinnersPerMonthChart,
  dinnerSeries,
  dinnerSeriesColor,
} from './DinnersPerMonthChart';
import { RepliesBar, type ReplyTotals } from './RepliesBar';

export interface GuestReplyRow extends ReplyTotals {
  email: string;
  /** Dinners the guest was asked to. */
  invited: number;
}

export interface ReportDinnerEntry {
  id: string;
  /** "Fri, Dec 11, 6:00 pm MST". */
  when: string;
  title: string;
}

export interface DinnerReportView {
  totals: { dinners: number; bookedHere: number; canceled: number; guests: number };
  months: readonly DinnerMonth[];
  replies: ReplyTotals;
  guests: readonly GuestReplyRow[];
  cancellations: readonly ReportDinnerEntry[];
  bookings: readonly ReportDinnerEntry[];
}

export interface ReportsPageProps {
  homeHref: string;
  toolbar: ReactNode;
  /** Which zone the months and times are in, in words. */
  zoneNote?: string;
  /** Undefined while the events load. */
  report?: DinnerReportView;
}

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Total = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.2;
  }
`;

/**
 * The guests' table; on a phone each guest becomes a block, the address on its own line and each
 * count after its name, so nothing is cut off or needs scrolling sideways.
 */
const GuestTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }

  th:first-child,
  td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.8125rem;
  }

  @media not all and (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    th,
    td {
      padding: 0;
      border: 0;
      text-align: left;
    }

    th:first-child {
      flex-basis: 100%;
    }

    td::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.mutedText};
    }
  }
`;

const DinnerList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
  }
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function Dinners({ entries, none }: { entries: readonly ReportDinnerEntry[]; none: string }) {
  if (entries.length === 0) return <Quiet>{none}</Quiet>;
  return (
    <DinnerList>
      {entries.map((entry) => (
        <li key={entry.id}>
          <When>{entry.when}</When>
          <span>{entry.title}</span>
        </li>
      ))}
    </DinnerList>
  );
}

const guestColumns = [
  ['invited', 'Asked'],
  ['accepted', 'Accepted'],
  ['tentative', 'Tentative'],
  ['declined', 'Declined'],
  ['awaiting', 'Awaiting'],
] as const;

function SeriesLegend() {
  const theme = useTheme();
  return (
    <ChartLegend
      name="Kinds of dinner"
      entries={dinnerSeries.map(({ key, name }) => ({
        key,
        color: dinnerSeriesColor(theme, key),
        label: name,
      }))}
    />
  );
}

/**
 * The dinner reports (decision 093): totals, dinners per month, the guests' replies, the
 * cancellations and the bookings made on this site. Charts where they read better than numbers.
 */
export function ReportsPage({ homeHref, toolbar, zoneNote, report }: ReportsPageProps) {
  return (
    <PageFrame heading="Dinner Reports" homeHref={homeHref}>
      {toolbar}
      <PageIntro>
        How the dinners went: how many there are each month, who was asked and how they answered, which were
        canceled and which were booked on this site.
      </PageIntro>
      <ZoneNote>{zoneNote ?? "Months and times are in the calendar's time zone."}</ZoneNote>
      {!report ? (
        <LoadingRoom height={520}>Loading the report…</LoadingRoom>
      ) : (
        <Stack $gap={5}>
          <Totals>
            <Total>
              <dt>Dinners</dt>
              <dd>{report.totals.dinners}</dd>
            </Total>
            <Total>
              <dt>Booked on this site</dt>
              <dd>{report.totals.bookedHere}</dd>
            </Total>
            <Total>
              <dt>Canceled</dt>
              <dd>{report.totals.canceled}</dd>
            </Total>
            <Total>
              <dt>Guests asked</dt>
              <dd>{report.totals.guests}</dd>
            </Total>
          </Totals>
          <Surface aria-labelledby="dwm-report-months">
            <SurfaceHeading id="dwm-report-months">Dinners per month</SurfaceHeading>
            {report.months.length === 0 ? (
              <Quiet>No dinners on the calendar yet.</Quiet>
            ) : (
              <>
                <DinnersPerMonthChart months={report.months} />
                <SeriesLegend />
              </>
            )}
          </Surface>
          <Surface aria-labelledby="dwm-report-replies">
            <SurfaceHeading id="dwm-report-replies">Guests and their replies</SurfaceHeading>
            {report.guests.length === 0 ? (
              <Quiet>No guests have been asked yet.</Quiet>
            ) : (
              <>
                <RepliesBar replies={report.replies} />
                <GuestTable>
                  <thead>
                    <tr>
                      <th scope="col">Guest</th>
                      {guestColumns.map(([key, name]) => (
                        <th key={key} scope="col">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {report.guests.map((guest) => (
                      <tr key={guest.email}>
                        <th scope="row">{guest.email}</th>
                        {guestColumns.map(([key, name]) => (
                          <td key={key} data-label={name}>
                            {guest[key]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </GuestTable>
              </>
            )}
          </Surface>
          <Surface aria-labelledby="dwm-report-canceled">
            <SurfaceHeading id="dwm-report-canceled">Cancellations</SurfaceHeading>
            <Dinners entries={report.cancellations} none="No dinner was canceled." />
          </Surface>
          <Surface aria-labelledby="dwm-report-booked">
            <SurfaceHeading id="dwm-report-booked">Booked on this site</SurfaceHeading>
            <Dinners entries={report.bookings} none="No dinner has been booked on this site yet." />
          </Surface>
        </Stack>
      )}
    </PageFrame>
  );
}
