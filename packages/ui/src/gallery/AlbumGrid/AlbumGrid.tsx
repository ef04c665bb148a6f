import { type MouseEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLinkNavigation } from '../../navigation';
import { type JustifiedRow, justifiedRows } from './justifiedRows';

/** One picture of an album, with the addresses the caller made for it. */
export interface AlbumPicture {
  /** Unique in the album: the file name. */
  key: string;
  /** What the cell says under the picture. */
  title: string;
  /** The picture's own address (the lightbox's). */
  href: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** A colour the cell shows until the picture arrives. */
  placeholder: string;
}

export interface AlbumGridProps {
  pictures: AlbumPicture[];
  /** Cells on the first screen load at once; the rest when they come near. Default 6 (two rows). */
  eagerCount?: number;
  /** Focuses this picture's cell (the lightbox closed on it). */
  focusKey?: string;
}

/**
 * Justified rows (decision 103): each cell's width is set from its row, so the list only wraps
 * where the row ends. The gap is the layout's own (see `rowLook`).
 */
const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  min-width: 0;
  flex: 0 0 auto;
`;

/** The row height aimed at and the gap: smaller on a phone, so a row holds two or three pictures. */
export function rowLook(width: number): { targetHeight: number; gap: number } {
  return width < 600 ? { targetHeight: 150, gap: 8 } : { targetHeight: 240, gap: 16 };
}

/** The column's width until it is measured (the page's widest column). */
const unmeasuredWidth = 1100;

/** The list's content width, measured before the first paint and again whenever it changes. */
function useListWidth(): [RefObject<HTMLUListElement | null>, number | undefined] {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    setWidth(list.clientWidth || undefined);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width || undefined);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const CellLink = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }
`;

/** The picture's box: its own shape, reserved before the picture arrives. */
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Broken = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  text-align: center;
`;

const Name = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.8rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 0.9rem;
  }

  line-height: 1.3;
  overflow-wrap: anywhere;
`;

function Picture({
  picture,
  eager,
  shownWidth,
  linkRef,
}: {
  picture: AlbumPicture;
  eager: boolean;
  /** The cell's width in CSS pixels, for the browser to pick a copy. */
  shownWidth: number;
  linkRef: (element: HTMLAnchorElement | null) => void;
}) {
  const navigate = useLinkNavigation();
  const [failed, setFailed] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(picture.href);
  };
  return (
    <CellLink ref={linkRef} href={picture.href} onClick={onClick}>
      <Frame style={{ aspectRatio: `${picture.width} / ${picture.height}`, background: picture.placeholder }}>
        {failed ? (
          <Broken>This picture could not be loaded</Broken>
        ) : (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={`${Math.ceil(shownWidth)}px`}
            width={picture.width}
            height={picture.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
      </Frame>
      <Name>{picture.title}</Name>
    </CellLink>
  );
}

const ratioOf = (picture: AlbumPicture) => picture.width / picture.height;

/** Each cell's width: a share of the row's width less its gaps, or fixed in a last row left short. */
function cellWidths(pictures: AlbumPicture[], rows: JustifiedRow[], gap: number) {
  const widths: { css: string; px: number; endsRow: boolean }[] = [];
  for (const row of rows) {
    const members = pictures.slice(row.start, row.end);
    const ratioSum = members.reduce((sum, picture) => sum + ratioOf(picture), 0);
    const gaps = gap * (members.length - 1);
    members.forEach((picture, index) => {
      const share = ratioOf(picture) / ratioSum;
      const px = ratioOf(picture) * row.height;
      widths.push({
        // A hair under the share, so rounding never pushes a row's last cell onto the next line.
        css: row.filled ? `calc((100% - ${gaps}px) * ${share} - 0.05px)` : `${px}px`,
        px,
        endsRow: row.filled && index === members.length - 1,
      });
    });
  }
  return widths;
}

/**
 * An album's pictures in justified rows, each with its name: every row fills the column, every
 * picture keeps its shape and every picture in a row has the same height (the last row keeps the
 * target height when filling would blow it up). The rows are computed from the listing's sizes
 * and the column's width, measured before the first paint and on every resize, and each cell has
 * the picture's colour until it arrives: nothing moves as pictures load.
 * The link's name is the picture's name (the picture itself is decoration of that link).
 */
export function AlbumGrid({ pictures, eagerCount = 6, focusKey }: AlbumGridProps) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  useEffect(() => {
    if (focusKey !== undefined) links.current.get(focusKey)?.focus();
  }, [focusKey]);
  const [listRef, measured] = useListWidth();
  const width = measured ?? unmeasuredWidth;
  const { targetHeight, gap } = rowLook(width);
  const rows = justifiedRows(pictures.map(ratioOf), { width, targetHeight, gap });
  const widths = cellWidths(pictures, rows, gap);

  return (
    <Grid ref={listRef} style={{ gap: `${gap * 1.5}px ${gap}px` }}>
      {pictures.map((picture, index) => {
        const cell = widths[index];
        return (
          <Cell key={picture.key} style={{ width: cell?.css, flexGrow: cell?.endsRow ? 1 : 0 }}>
            <Picture
              picture={picture}
              eager={index < eagerCount}
              shownWidth={cell?.px ?? targetHeight}
              linkRef={(element) => {
                if (element) links.current.set(picture.key, element);
                else links.current.delete(picture.key);
              }}
            />
          </Cell>
        );
      })}
    </Grid>
  );
}

/** The grid's shape while the album's list is on its way: a few cells, nothing to read yet. */
export function AlbumGridPlaceholder({ cells = 6 }: { cells?: number }) {
  return (
    <Grid aria-hidden="true" style={{ gap: '18px 12px' }}>
      {Array.from({ length: cells }, (_, index) => (
        <Cell key={index} style={{ width: 'calc((100% - 24px) / 3 - 0.05px)' }}>
          <Frame style={{ aspectRatio: '3 / 2', background: '#e4e1da' }} />
          <Name>&nbsp;</Name>
        </Cell>
      ))}
    </Grid>
  );
}
