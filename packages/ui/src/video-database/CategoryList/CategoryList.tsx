import styled from 'styled-components';
import { LiftCard } from '../../base/Card';
import { EmptyState } from '../../base/EmptyState';

export interface CategoryListItem {
  /** The category's or folder's own name: the item's key. */
  name: string;
  /** The name as the card shows it, e.g. "AI" for `ai` or "Board games" for `board-games`. */
  label: string;
  href: string;
  /** A short line under the name, e.g. "5 videos"; while it is on its way the line keeps its room. */
  detail?: string;
}

export interface CategoryListProps {
  /** The list's heading, e.g. "Categories" or "Folders of Adobe". */
  heading: string;
  items: readonly CategoryListItem[];
  /** Shown when there is nothing to list. */
  emptyText?: string;
}

const Heading = styled.h2`
  /* As wide as its words, so the focus ring it gets on arrival (decision 111) hugs them. */
  width: fit-content;
  max-width: 100%;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.25rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(LiftCard)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 4.5rem;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};

  strong {
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }

  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** Level one (the primary categories) and level two (a category's folders): one card per choice. */
export function CategoryList({ heading, items, emptyText = 'Nothing here yet.' }: CategoryListProps) {
  return (
    <section aria-labelledby="video-category-heading">
      <Heading id="video-category-heading">{heading}</Heading>
      {items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <Grid aria-label={heading}>
          {items.map((item) => (
            <li key={item.name}>
              <Card href={item.href}>
                <strong>{item.label}</strong>
                {/* A line still to come keeps its room, so the cards do not grow when it arrives. */}
                {item.detail !== undefined ? (
                  <span>{item.detail}</span>
                ) : (
                  <span aria-hidden="true">&nbsp;</span>
                )}
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
