import { siteAddresses } from '@portfolio/api-client/site';
import { LinkNavigationProvider, useDocumentTitle } from '@portfolio/ui';
import { AlbumPage, Lightbox } from '@portfolio/ui/gallery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGalleryAlbum } from '../api/gallery-calls';
import { albumPath, galleryHomePath, picturePath } from '../gallery-paths';
import { toAlbumPicture, toLightboxPicture } from '../picture-sources';

export interface AlbumRouteProps {
  ownerSlug: string;
  album: string;
  /** The file shown in the lightbox, from the picture's own address. */
  photo?: string;
}

/** History state of a picture opened from its album's grid: closing goes back to that entry. */
interface OpenedFromGrid {
  openedFromGrid: true;
}

const openedFromGrid = (state: unknown): state is OpenedFromGrid =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedFromGrid>).openedFromGrid === true;

/** gallery/{owner}/:category and gallery/{owner}/:category/:photo: the album's grid and its lightbox. */
export function AlbumRoute({ ownerSlug, album, photo }: AlbumRouteProps) {
  useDocumentTitle(photo ? `${photo} · ${album}` : album);
  const navigate = useNavigate();
  const location = useLocation();
  const { data: files } = useGalleryAlbum(album);
  // Arrived from another page of the site (not a fresh load, not a picture's address): the focus
  // starts on the album's heading rather than being dropped to the page.
  const [arrivedByLink] = useState(() => photo === undefined && location.key !== 'default');
  const pictures = useMemo(
    () => files?.map((file) => toAlbumPicture(file, ownerSlug, album)),
    [files, ownerSlug, album],
  );

  // When the lightbox closes, the focus goes to the cell of the picture it showed last.
  const [returnTo, setReturnTo] = useState<string>();
  const shown = useRef<string | undefined>(photo);
  useEffect(() => {
    if (photo === undefined && shown.current !== undefined) setReturnTo(shown.current);
    if (photo !== undefined) setReturnTo(undefined);
    shown.current = photo;
  }, [photo]);

  const index = files && photo !== undefined ? files.findIndex((file) => file.name === photo) : -1;
  const current = files?.[index];
  // A picture the album does not have: show the album.
  useEffect(() => {
    if (files && photo !== undefined && index < 0)
      void navigate(albumPath(ownerSlug, album), { replace: true });
  }, [files, photo, index, navigate, ownerSlug, album]);

  const step = (to: number) => {
    const file = files?.[to];
    if (file)
      void navigate(picturePath(ownerSlug, album, file.name), { replace: true, state: location.state });
  };
  const close = () => {
    if (openedFromGrid(location.state)) void navigate(-1);
    else void navigate(albumPath(ownerSlug, album), { replace: true });
  };
  // A cell opens its picture with a history entry that closing the lightbox returns from.
  const openFromGrid = (href: string) =>
    void navigate(
      href,
      href.startsWith(`${albumPath(ownerSlug, album)}/`)
        ? { state: { openedFromGrid: true } satisfies OpenedFromGrid }
        : {},
    );

  return (
    <LinkNavigationProvider navigate={openFromGrid}>
      <AlbumPage
        homeHref={siteAddresses.landing}
        galleryHref={galleryHomePath(ownerSlug)}
        album={album}
        pictures={pictures}
        focusKey={returnTo}
        focusHeading={arrivedByLink}
        lightbox={
          current && files ? (
            <Lightbox
              picture={toLightboxPicture(current)}
              position={index + 1}
              total={files.length}
              onPrevious={index > 0 ? () => step(index - 1) : undefined}
              onNext={index < files.length - 1 ? () => step(index + 1) : undefined}
              onClose={close}
            />
          ) : undefined
        }
      />
    </LinkNavigationProvider>
  );
}
