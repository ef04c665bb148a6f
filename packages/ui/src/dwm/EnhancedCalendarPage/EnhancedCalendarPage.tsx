import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface EnhancedCalendarPageProps {
  homeHref: string;
  toolbar: ReactNode;
  onEmailEvents: () => void;
  /** While the email is being sent the button waits. */
  sending?: boolean;
  status?: { tone: StatusTone; text: string };
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.25rem;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
`;

/** The enhanced calendar (spec §2): under construction, with a button that emails the dinner events. */
export function EnhancedCalendarPage({
  homeHref,
  toolbar,
  onEmailEvents,
  sending = false,
  status,
}: EnhancedCalendarPageProps) {
  return (
    <PageFrame heading="Enhanced Calendar" homeHref={homeHref}>
      {toolbar}
      <Notice>This Page is Under Construction</Notice>
      <Row aria-live="polite">
        <Button onClick={onEmailEvents} disabled={sending} aria-busy={sending || undefined}>
          Email Dinner Events
        </Button>
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </Row>
    </PageFrame>
  );
}
