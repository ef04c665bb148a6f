import { memo, type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../shell/VisuallyHidden';
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

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Summary = styled(RichText)`
  line-height: 1.6;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 10rem minmax(0, 1fr);
  }
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
`;

const Value = styled.dd`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-style: italic;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
`;

const notGiven = <Missing>not given</Missing>;

/**
 * One result: the title (its link opens in a new tab), the summary as rich text, then every other
 * field. Memoised: a page holds 200 of them, and sanitising summaries on every keystroke elsewhere
 * on the page would be wasted work (give it a stable `markText`).
 */
export const ReferenceResultCard = memo(function ReferenceResultCard({ card, markText }: ReferenceResultCardProps) {
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
      <Byline>
        {list('refAuthors', card.refAuthors)}
        {card.refDate && <> · {field('refDate', card.refDate)}</>}
      </Byline>
      {card.summary.trim() === '' ? (
        <p>{notGiven}</p>
      ) : (
        <Summary html={card.summary} markText={summaryMarker} />
      )}
      <Details>
        <Term>Authors</Term>
        <Value>{list('refAuthors', card.refAuthors)}</Value>
        <Term>Publisher</Term>
        <Value>{field('publisher', card.publisher)}</Value>
        <Term>Date</Term>
        <Value>{field('refDate', card.refDate)}</Value>
        <Term>Written type</Term>
        <Value>{field('refWrittenType', card.refWrittenType)}</Value>
        <Term>Media type</Term>
        <Value>{field('refMediaType', card.refMediaType)}</Value>
        <Term>Social media type</Term>
        <Value>{field('refSocialMediaType', card.refSocialMediaType)}</Value>
        <Term>Tags</Term>
        <Value>
          {card.tags.length === 0 ? (
            notGiven
          ) : (
            <Tags>
              {card.tags.map((tag, index) => (
                <li key={index}>
                  <MarkedText text={tag} markText={marker('tags')} />
                </li>
              ))}
            </Tags>
          )}
        </Value>
        <Term>Card creator</Term>
        <Value>{field('creator', card.creator)}</Value>
        <Term>Link</Term>
        <Value>
          {card.refLink ? (
            <a href={card.refLink} target="_blank" rel="noopener noreferrer">
              {card.refLink}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            notGiven
          )}
        </Value>
        <Term>Card id</Term>
        <Value>
          <Code>{card.id}</Code>
        </Value>
        <Term>UUID</Term>
        <Value>
          <Code>{card.uuid}</Code>
        </Value>
      </Details>
    </Card>
  );
});
