import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { EventCard, type EventCardProps } from '../EventCard';

export interface EventsPageProps {
  homeHref: string;
  /** The dinner toolbar. */
  toolbar: ReactNode;
  /** `loading` keeps the room of three cards, so nothing moves when the events arrive. */
  state: 'loading' | 'ready' | 'error';
  events?: readonly (EventCardProps & { id: string })[];
  errorMessage?: string;
}

export const EventGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(400px, 100%), 400px));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Placeholder = styled.li`
  box-sizing: border-box;
  width: min(400px, 100%);
  height: 400px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Dinner Calendar Events (spec §2): one 400 × 400 card per event. */
export function EventsPage({ homeHref, toolbar, state, events = [], errorMessage }: EventsPageProps) {
  return (
    <PageFrame heading="Dinner Calendar Events" homeHref={homeHref}>
      {toolbar}
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
