import { type MouseEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLinkNavigation } from '../../navigation';

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

/** Three columns at every width (spec part 1 §9). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const Cell = styled.li`
  min-width: 0;
`;

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
  font-size: 0.9rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** Roughly a third of the content column, for the browser to pick a copy's width. */
const cellSizes = '(min-width: 1164px) 354px, calc((100vw - 64px) / 3)';

function Picture({
  picture,
  eager,
  linkRef,
}: {
  picture: AlbumPicture;
  eager: boolean;
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
            sizes={cellSizes}
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

/**
 * An album's pictures in three columns, each with its name. Every cell has its picture's shape
 * from the start and the picture's colour until it arrives, so nothing moves as pictures load.
 * The link's name is the picture's name (the picture itself is decoration of that link).
 */
export function AlbumGrid({ pictures, eagerCount = 6, focusKey }: AlbumGridProps) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  useEffect(() => {
    if (focusKey !== undefined) links.current.get(focusKey)?.focus();
  }, [focusKey]);

  return (
    <Grid>
      {pictures.map((picture, index) => (
        <Cell key={picture.key}>
          <Picture
            picture={picture}
            eager={index < eagerCount}
            linkRef={(element) => {
              if (element) links.current.set(picture.key, element);
              else links.current.delete(picture.key);
            }}
          />
        </Cell>
      ))}
    </Grid>
  );
}

/** The grid's shape while the album's list is on its way: a few cells, nothing to read yet. */
export function AlbumGridPlaceholder({ cells = 6 }: { cells?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: cells }, (_, index) => (
        <Cell key={index}>
          <Frame style={{ aspectRatio: '3 / 2', background: '#e4e1da' }} />
          <Name>&nbsp;</Name>
        </Cell>
      ))}
    </Grid>
  );
}
