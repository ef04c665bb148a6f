import { memo, type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { tagList } from '../../base/Chip';
import { VisuallyHidden } from '../../base/VisuallyHidden';
import { MarkedText, type MarkText, type TextSegment } from '../MarkedText';
import { RichText } from '../RichText';

/** Every field of a reference card (spec part 2 §3). */
export interface ReferenceCardContent {
  id: number;
  uuid: string;
  refTitle: string;
  refLink: string;
  refWrittenType: string;
  refMediaType: string;
  refSocialMediaType: string;
  tags: readonly string[];
  refAuthors: readonly string[];
  publisher: string;
  refDate: string;
  creator: string;
  /** HTML as stored; rendered through RichText. */
  summary: string;
}

/** The card fields whose words a search can match and the card can mark. */
export type ReferenceCardField =
  | 'refTitle'
  | 'refAuthors'
  | 'tags'
  | 'summary'
  | 'publisher'
  | 'creator'
  | 'refDate'
  | 'refWrittenType'
  | 'refMediaType'
  | 'refSocialMediaType';

/** Splits one field's text into plain and marked runs. */
export type MarkCardText = (field: ReferenceCardField, text: string) => TextSegment[];

export interface ReferenceResultCardProps {
  card: ReferenceCardContent;
  /** Marks the words the search matched, per field; absent for a plain listing. */
  markText?: MarkCardText;
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.resting};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const NoSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-style: italic;
`;

const Summary = styled(RichText)`
  line-height: 1.6;
`;

// One styled list with plain children: a page holds 200 cards, and a styled component per term
// and value would multiply the work of every render.
const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 9rem minmax(0, 1fr);
  }
  /* Two label-value pairs a row where the column is wide, so 200 cards make half the scrolling. */
  @media (min-width: 1100px) {
    grid-template-columns: 8rem minmax(0, 1fr) 8rem minmax(0, 1fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  .missing {
    color: ${({ theme }) => theme.colors.mutedText};
    font-style: italic;
  }
  .tags {
    ${tagList}
  }
  .tags li {
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.infoSurface};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
  }
`;

const notGiven = <span className="missing">not given</span>;

/**
 * One result: the title (its link opens in a new tab), the summary as rich text, then every other
 * field. Memoised: a page holds 200 of them, and sanitising summaries on every keystroke elsewhere
 * on the page would be wasted work (give it a stable `markText`).
 */
export const ReferenceResultCard = memo(function ReferenceResultCard({
  card,
  markText,
}: ReferenceResultCardProps) {
  const summaryMarker = useMemo<MarkText | undefined>(
    () => (markText ? (text: string) => markText('summary', text) : undefined),
    [markText],
  );
  const marker = (field: ReferenceCardField): MarkText | undefined =>
    markText ? (text: string) => markText(field, text) : undefined;
  const field = (name: ReferenceCardField, text: string): ReactNode =>
    text.trim() === '' ? notGiven : <MarkedText text={text} markText={marker(name)} />;
  const list = (name: ReferenceCardField, items: readonly string[]): ReactNode =>
    items.length === 0
      ? notGiven
      : items.map((item, index) => (
          <span key={index}>
            {index > 0 && ', '}
            <MarkedText text={item} markText={marker(name)} />
          </span>
        ));
  const titleId = `reference-${card.uuid}`;
  const title = <MarkedText text={card.refTitle} markText={marker('refTitle')} />;

  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>
        {card.refLink ? (
          <a href={card.refLink} target="_blank" rel="noopener noreferrer">
            {title}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        ) : (
          title
        )}
      </Title>
      {card.summary.trim() === '' ? (
        <NoSummary>No summary.</NoSummary>
      ) : (
        <Summary html={card.summary} markText={summaryMarker} />
      )}
      <Details>
        <dt>Authors</dt>
        <dd>{list('refAuthors', card.refAuthors)}</dd>
        <dt>Publisher</dt>
        <dd>{field('publisher', card.publisher)}</dd>
        <dt>Date</dt>
        <dd>{field('refDate', card.refDate)}</dd>
        <dt>Written type</dt>
        <dd>{field('refWrittenType', card.refWrittenType)}</dd>
        <dt>Media type</dt>
        <dd>{field('refMediaType', card.refMediaType)}</dd>
        <dt>Social media type</dt>
        <dd>{field('refSocialMediaType', card.refSocialMediaType)}</dd>
        <dt>Tags</dt>
        <dd>
          {card.tags.length === 0 ? (
            notGiven
          ) : (
            <ul className="tags">
              {card.tags.map((tag, index) => (
                <li key={index}>
                  <MarkedText text={tag} markText={marker('tags')} />
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Card creator</dt>
        <dd>{field('creator', card.creator)}</dd>
        <dt>Link</dt>
        <dd>
          {card.refLink ? (
            <a href={card.refLink} target="_blank" rel="noopener noreferrer">
              {card.refLink}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            notGiven
          )}
        </dd>
        <dt>Card id</dt>
        <dd>
          <code>{card.id}</code>
        </dd>
        <dt>UUID</dt>
        <dd>
          <code>{card.uuid}</code>
        </dd>
      </Details>
    </Card>
  );
});
