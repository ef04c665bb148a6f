import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { LoadingIndicator } from '../../base/LoadingIndicator';
import { StatusText } from '../../base/StatusText';
import { useDrawnCount } from '../../base/progressive/use-drawn-count';
import { RecordPager } from '../RecordPager';
import { type MarkCardText, type ReferenceCardContent, ReferenceResultCard } from '../ReferenceResultCard';
import { EmptyState } from '../../base/EmptyState';

/** Where the block on screen sits among the records found. */
export interface RecordBlockView {
  total: number;
  first: number;
  last: number;
  pageSize: number;
  canGoBack: boolean;
  canGoForward: boolean;
}

export type ReferenceResultsStatus = 'idle' | 'loading' | 'ready' | 'problem';

export interface ReferenceResultsProps {
  /** `idle` before any search; `problem` when the search cannot run (say why in `problem`). */
  status: ReferenceResultsStatus;
  /** What the results are, e.g. 'All records' or the query in words. */
  description?: string;
  problem?: string;
  cards?: readonly ReferenceCardContent[];
  block?: RecordBlockView;
  onBack?: () => void;
  onForward?: () => void;
  /** The marker of each card (stable per card, see ReferenceResultCard); absent for a plain listing. */
  markTextFor?: (card: ReferenceCardContent) => MarkCardText | undefined;
  /** Names the results asked for (the page's address): when it changes, the heading takes the focus once they show. */
  focusKey?: string;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  scroll-margin-top: ${({ theme }) => theme.space(4)};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const noop = () => {};
// One empty list for every render: the drawn count starts again whenever the list is a new one.
const noCards: readonly ReferenceCardContent[] = [];

/** The results area of the references page: a prompt, a loading state, a problem, nothing found, or a block of cards. */
export function ReferenceResults({
  status,
  description,
  problem,
  cards = noCards,
  block,
  onBack = noop,
  onForward = noop,
  markTextFor,
  focusKey,
}: ReferenceResultsProps) {
  // When the user asks for other results (a search, a saved query, another block), the results
  // heading takes the focus once they are shown: the page scrolls to them (on a phone they sit
  // below the forms) and screen readers hear where they are. The results the page opened with
  // leave the focus alone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const handledKey = useRef(focusKey);
  useEffect(() => {
    if (status !== 'ready' || focusKey === handledKey.current) return;
    handledKey.current = focusKey;
    const heading = headingRef.current;
    if (!heading) return;
    const { top, bottom } = heading.getBoundingClientRect();
    heading.focus({ preventScroll: true });
    // Only a heading out of sight moves the page, and then to the top of the results.
    if (top < 0 || bottom > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [status, focusKey]);

  // 200 cards at once would block a slow phone for a second: the first screenful comes first.
  const drawn = useDrawnCount(cards);

  const pager = (label: string) =>
    block && block.total > 0 ? (
      <RecordPager {...block} label={label} onBack={onBack} onForward={onForward} />
    ) : null;

  return (
    <Section aria-labelledby="reference-results-heading">
      <Heading id="reference-results-heading" ref={headingRef} tabIndex={-1}>
        Results
      </Heading>
      {description && <Description>{description}</Description>}
      {status === 'idle' && <EmptyState>Search the reference cards above, or list all records.</EmptyState>}
      {status === 'loading' && <LoadingIndicator label="Searching the reference cards" />}
      {status === 'problem' && <StatusText tone="error">{problem ?? 'This search cannot run.'}</StatusText>}
      {status === 'ready' &&
        (cards.length === 0 ? (
          <EmptyState role="status">No reference cards match this search.</EmptyState>
        ) : (
          <>
            {pager('Record pages (top)')}
            <List aria-label="Reference cards">
              {cards.slice(0, drawn).map((card) => (
                <li key={card.uuid}>
                  <ReferenceResultCard card={card} markText={markTextFor?.(card)} />
                </li>
              ))}
            </List>
            {pager('Record pages (bottom)')}
          </>
        ))}
    </Section>
  );
}
