import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { EmptyState } from '../../base/EmptyState';
import { PageFrame } from '../../base/PageFrame';
import { PageHeadingRow } from '../../base/PageHeadingRow';
import { AlbumGrid, AlbumGridPlaceholder, type AlbumPicture } from '../AlbumGrid';
import { plural } from '../../base/text';

export interface AlbumPageProps {
  /** The landing page: the way home. */
  homeHref: string;
  /** The gallery home, with the album menus. */
  galleryHref: string;
  /** The album's name (the spec's category). */
  album: string;
  /** Undefined while the album's list is on its way. */
  pictures?: AlbumPicture[];
  /** Focuses a picture's cell (after the lightbox closed on it). */
  focusKey?: string;
  /** The open lightbox, over the grid. */
  lightbox?: ReactNode;
  /**
   * The visitor came from another page of the site: the focus starts on the album's heading, so
   * the keyboard goes on from the top of the album rather than from the page's start.
   */
  focusHeading?: boolean;
}

const BackRow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** gallery/{owner}/:category: the album's name, its pictures in justified rows, and the lightbox. */
export function AlbumPage({
  homeHref,
  galleryHref,
  album,
  pictures,
  focusKey,
  lightbox,
  focusHeading,
}: AlbumPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <PageFrame homeHref={homeHref}>
      <PageHeadingRow
        heading={album}
        headingRef={heading}
        subtitle={pictures === undefined ? 'Loading the album…' : plural(pictures.length, 'picture')}
        spaceBelow="small"
      />
      <BackRow>
        <AppLink href={galleryHref}>All albums</AppLink>
      </BackRow>
      {pictures === undefined ? (
        <div aria-busy="true">
          <AlbumGridPlaceholder />
        </div>
      ) : pictures.length === 0 ? (
        <EmptyState action={<AppLink href={galleryHref}>Choose another album</AppLink>}>
          There are no pictures in “{album}”.
        </EmptyState>
      ) : (
        <AlbumGrid pictures={pictures} focusKey={focusKey} />
      )}
      {lightbox}
    </PageFrame>
  );
}
