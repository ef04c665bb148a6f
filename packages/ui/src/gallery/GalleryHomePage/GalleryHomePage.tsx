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

/**
 * The cover with the menus. From the phone breakpoint up the menus lie over the picture's sky; on a
 * phone they come first, full width and one under another, and the picture follows whole (a crop of
 * a 16:9 picture to a phone's shape cut its own caption).
 */
const Cover = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: block;
    border-radius: ${({ theme }) => theme.radiusLarge};
    background: #2b4a63;
  }
`;

const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: #2b4a63;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 320px;
    object-fit: cover;
  }
`;

const MenuLayer = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    position: absolute;
    z-index: 1;
    inset: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} auto;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** gallery/{owner}-home: the cover picture with the three album menus over it. */
export function GalleryHomePage({ homeHref, ownerName, cover, menus, initiallyOpen }: GalleryHomePageProps) {
  return (
    <PageFrame heading="Photo Gallery" homeHref={homeHref}>
      <Intro>{ownerName ? `${ownerName}'s albums` : 'Albums'}: choose one from the menus.</Intro>
      <Cover aria-label="Albums">
        <MenuLayer>
          <GalleryMenuBar menus={menus} initiallyOpen={initiallyOpen} />
        </MenuLayer>
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
      </Cover>
    </PageFrame>
  );
}
