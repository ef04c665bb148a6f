import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { GalleryMenuBar, type GalleryMenuBarProps } from '../GalleryMenuBar';

/** A picture as the page shows it: addresses made by the caller, and its size to reserve. */
export interface GalleryCoverPicture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface GalleryHomePageProps extends GalleryMenuBarProps {
  /** The landing page: the way home. */
  homeHref: string;
  /** The owner's name, in the line under the heading. */
  ownerName?: string;
  cover: GalleryCoverPicture;
}

const Cover = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: #2b4a63;
`;

const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  min-height: 320px;
  object-fit: cover;
  border-radius: inherit;
`;

const MenuLayer = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} auto;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** gallery/{owner}-home: the cover picture with the three album menus over it. */
export function GalleryHomePage({ homeHref, ownerName, cover, menus, initiallyOpen }: GalleryHomePageProps) {
  return (
    <PageFrame heading="Photo Gallery" homeHref={homeHref}>
      <Intro>
        {ownerName ? `${ownerName}'s albums` : 'Albums'}: choose one from the menus on the picture.
      </Intro>
      <Cover aria-label="Albums">
        <CoverImage
          src={cover.src}
          srcSet={cover.srcSet}
          sizes="(min-width: 1164px) 1100px, (min-width: 600px) calc(100vw - 64px), calc(100vw - 32px)"
          width={cover.width}
          height={cover.height}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
        <MenuLayer>
          <GalleryMenuBar menus={menus} initiallyOpen={initiallyOpen} />
        </MenuLayer>
      </Cover>
    </PageFrame>
  );
}
