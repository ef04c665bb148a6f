import type { MouseEvent } from 'react';
import type { TileIconName } from '../TileIcon';
import { Caption, CaptionNote, Icon, TileFrame, TileLink, UnavailableTile } from './Tile.styles';

/** One landing tile: where it leads and how it is drawn. */
export interface TileItem {
  id: string;
  title: string;
  icon: TileIconName;
  /** A site path ("/references") or, with `external`, a full URL. */
  href?: string;
  /** Opens `href` in a new tab. */
  external?: boolean;
  /** The project has no page yet: shown greyed, not a link. */
  unavailable?: boolean;
  /** Runs on a click before the tile's link is followed; it may prevent it and navigate itself. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type TileProps = Omit<TileItem, 'id'>;

/** A square card with an icon and a caption, linking to one project. */
export function Tile({ title, icon, href, external = false, unavailable = false, onSelect }: TileProps) {
  // A tile with nowhere to go is shown as unavailable rather than as a dead link.
  if (unavailable || !href) {
    const unavailableTitle = `${title} (not available yet)`;
    return (
      <TileFrame>
        <UnavailableTile aria-disabled="true" title={unavailableTitle}>
          <Icon name={icon} />
          <Caption>
            {title} <CaptionNote>(not available yet)</CaptionNote>
          </Caption>
        </UnavailableTile>
      </TileFrame>
    );
  }

  return (
    <TileFrame>
      <TileLink
        href={href}
        external={external}
        title={external ? `${title} (opens in a new tab)` : title}
        onClick={onSelect}
      >
        <Icon name={icon} />
        <Caption>{title}</Caption>
      </TileLink>
    </TileFrame>
  );
}
