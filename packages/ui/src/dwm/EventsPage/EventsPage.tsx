import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { EventCard, type EventCardProps } from '../EventCard';
import { ZoneNote } from '../ZoneNote';

export interface EventsPageProps {
  homeHref: string;
  /** The dinner toolbar. */
  toolbar: ReactNode;
  /** `loading` keeps the room of three cards, so nothing moves when the events arrive. */
  state: 'loading' | 'ready' | 'error';
  events?: readonly (EventCardProps & { id: string })[];
  errorMessage?: string;
  /** Which zone the times are in, in words; a general line while loading. */
  zoneNote?: string;
}

/** As many columns of at least 300 px as fit, sharing the width: three on a desktop, one on a phone. */
export const EventGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * As high as a usual card (two guests, a note or two: 320 to 340 px), not the 400 px a card may
 * reach, so the page does not shrink under the visitor's eyes when the events arrive.
 */
const Placeholder = styled.li`
  box-sizing: border-box;
  height: 330px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Dinner Calendar Events (spec §2): one card (at most 400 px high) per event, filling the page's width. */
export function EventsPage({
  homeHref,
  toolbar,
  state,
  events = [],
  errorMessage,
  zoneNote,
}: EventsPageProps) {
  return (
    <PageFrame heading="Dinner Calendar Events" homeHref={homeHref}>
      {toolbar}
      {/* The note keeps its place from the first paint, so the cards do not move when it is filled in. */}
      {(state === 'loading' || (state === 'ready' && events.length > 0)) && (
        <ZoneNote>{zoneNote ?? "Times are in the calendar's time zone."}</ZoneNote>
      )}
      {state === 'error' && (
        <StatusText tone="error">{errorMessage ?? 'The dinner events could not be read.'}</StatusText>
      )}
      {state === 'loading' && (
        <EventGrid aria-busy="true" aria-label="Loading the dinner events">
          <Placeholder />
          <Placeholder />
          <Placeholder />
        </EventGrid>
      )}
      {state === 'ready' && events.length === 0 && <Quiet>No dinner events are on the calendar.</Quiet>}
      {state === 'ready' && events.length > 0 && (
        <EventGrid aria-label="Dinner events">
          {events.map(({ id, ...card }) => (
            <li key={id}>
              <EventCard {...card} />
            </li>
          ))}
        </EventGrid>
      )}
    </PageFrame>
  );
}
