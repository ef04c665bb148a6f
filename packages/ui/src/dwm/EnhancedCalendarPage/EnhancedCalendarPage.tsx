import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageIntro } from '../../base/Layout';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { ZoneNote } from '../ZoneNote';

export interface EnhancedCalendarPageProps {
  homeHref: string;
  toolbar: ReactNode;
  /** The month of dinners (a MonthCalendar), or its loading state. */
  calendar: ReactNode;
  /** Which zone the times are in, in words. */
  zoneNote?: string;
  onEmailEvents: () => void;
  /** While the email is being sent the button waits. */
  sending?: boolean;
  status?: { tone: StatusTone; text: string };
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The enhanced calendar: the dinners month by month (the spec's "Under Construction" placeholder
 * given its purpose, decision 093), and the spec's button that emails the dinner events.
 */
export function EnhancedCalendarPage({
  homeHref,
  toolbar,
  calendar,
  zoneNote,
  onEmailEvents,
  sending = false,
  status,
}: EnhancedCalendarPageProps) {
  return (
    <PageFrame heading="Enhanced Calendar" homeHref={homeHref}>
      {toolbar}
      <PageIntro>
        Every dinner on a month calendar. The days with dinners are marked; the list under the month gives
        each dinner’s time.
      </PageIntro>
      <ZoneNote>{zoneNote ?? "Times are in the calendar's time zone."}</ZoneNote>
      {calendar}
      <Row aria-live="polite">
        <Button onClick={onEmailEvents} busy={sending}>
          Email Dinner Events
        </Button>
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </Row>
    </PageFrame>
  );
}
