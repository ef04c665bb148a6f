import styled from 'styled-components';
import { Tile, type TileItem } from '../Tile';

export interface TileGridProps {
  tiles: readonly TileItem[];
  /** Names the navigation landmark, e.g. "Projects". */
  label: string;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};

  /* Four on a tablet: five tiles of a 768 px page split "References" and "Enneagram" mid-word. */
  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(5)};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Cell = styled.li`
  display: flex;
  min-width: 0;
`;

/** The landing page's grid of project tiles: five columns, four on tablets, three on phones. */
export function TileGrid({ tiles, label }: TileGridProps) {
  return (
    <nav aria-label={label}>
      <Grid>
        {tiles.map(({ id, ...tile }) => (
          <Cell key={id}>
            <Tile {...tile} />
          </Cell>
        ))}
      </Grid>
    </nav>
  );
}
