import styled from 'styled-components';
import { LiftCard } from '../../base/Card';

export interface CategoryListItem {
  name: string;
  href: string;
  /** A short line under the name, e.g. "5 videos". */
  detail?: string;
}

export interface CategoryListProps {
  /** The list's heading, e.g. "Categories" or "Folders of adobe". */
  heading: string;
  items: readonly CategoryListItem[];
  /** Shown when there is nothing to list. */
  emptyText?: string;
}

const Heading = styled.h2`
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
    text-transform: capitalize;
    overflow-wrap: anywhere;
  }

  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Level one (the primary categories) and level two (a category's folders): one card per choice. */
export function CategoryList({ heading, items, emptyText = 'Nothing here yet.' }: CategoryListProps) {
  return (
    <section aria-labelledby="video-category-heading">
      <Heading id="video-category-heading">{heading}</Heading>
      {items.length === 0 ? (
        <Quiet>{emptyText}</Quiet>
      ) : (
        <Grid aria-label={heading}>
          {items.map((item) => (
            <li key={item.name}>
              <Card href={item.href}>
                <strong>{item.name.replace(/-/g, ' ')}</strong>
                {item.detail !== undefined && <span>{item.detail}</span>}
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
