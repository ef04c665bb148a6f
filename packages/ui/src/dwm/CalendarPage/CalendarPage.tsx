import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageIntro } from '../../base/Layout';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface CalendarPageProps {
  homeHref: string;
  toolbar: ReactNode;
  /** The booking widget: a BookingFrame, or a notice while its setup loads. */
  widget: ReactNode;
  /** What happened to the last booking's notification, when there is one. */
  status?: { tone: StatusTone; text: string };
  /** The church's own events calendar (the DWM tile's former destination), opened in a new tab. */
  churchCalendarHref?: string;
}

/** The status line keeps its room, so the widget below never moves when it appears. */
const StatusRoom = styled.div`
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * Dinner Calendar Scheduler (spec §2): the toolbar and the inline booking widget. When a booking's
 * status appears, it is scrolled into view: the visitor pressed Book at the foot of a tall form,
 * and the form has just shrunk to its short confirmation (decision 091).
 */
export function CalendarPage({ homeHref, toolbar, widget, status, churchCalendarHref }: CalendarPageProps) {
  const statusRoom = useRef<HTMLDivElement>(null);
  const statusText = status?.text;
  useEffect(() => {
    if (statusText) statusRoom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [statusText]);
  return (
    <PageFrame heading="Dinner Calendar Scheduler" homeHref={homeHref}>
      {toolbar}
      <PageIntro>
        Pick an open evening below and tell us who is coming: the host is told at once.
        {churchCalendarHref && (
          <>
            {' '}
            For the church’s other events, see its{' '}
            <AppLink href={churchCalendarHref} external>
              events calendar
            </AppLink>
            .
          </>
        )}
      </PageIntro>
      <StatusRoom ref={statusRoom} aria-live="polite">
        {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      </StatusRoom>
      {widget}
    </PageFrame>
  );
}

export interface BookingFrameProps {
  /** The booking page to embed: the third-party page or the site's own. */
  src: string;
  title: string;
  /** Receives the iframe element, so the page can check that messages come from it. */
  frameRef?: (frame: HTMLIFrameElement | null) => void;
  /** Height in px; the frame keeps it from the first paint. */
  height?: number;
}

/** Its height is the framed page's own (content-box): the border is added outside it. */
const Frame = styled.iframe`
  box-sizing: content-box;
  display: block;
  width: calc(100% - 2px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The inline booking widget: an iframe of a fixed height (the third-party embed's minimum is 700 px). */
export function BookingFrame({ src, title, frameRef, height = 760 }: BookingFrameProps) {
  return <Frame ref={frameRef} src={src} title={title} height={height} style={{ height }} />;
}

/** Content-box like the frame, so the two take the same room and nothing moves when they swap. */
const Placeholder = styled.div<{ $height: number }>`
  box-sizing: content-box;
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => $height}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface BookingFramePlaceholderProps {
  /** Height in px: the frame's, so nothing moves when the frame takes its place. */
  height?: number;
}

/** The room of the widget while its setup loads, saying so. */
export function BookingFramePlaceholder({ height = 760 }: BookingFramePlaceholderProps) {
  return (
    <Placeholder $height={height} role="status" aria-busy="true">
      Loading the booking widget…
    </Placeholder>
  );
}
