// The drawings live in one SVG sprite, not in JavaScript: the landing page's first chunk stays
// near the stack's floor, and the browser fetches and caches the icons once as an image.
import spriteUrl from './tile-icons.svg?no-inline';

export const tileIconNames = [
  'references',
  'world-map',
  'gallery',
  'recipes',
  'midi',
  'enneagram',
  'deep-work',
  'leitner',
  'video-database',
  'view-quests',
  'edit-quests',
  'music',
  'dwm',
  'election',
  'sign-off',
] as const;

export type TileIconName = (typeof tileIconNames)[number];

export interface TileIconProps {
  name: TileIconName;
  className?: string;
}

/** One of the landing tiles' icons (decorative: the tile's caption names it). */
export function TileIcon({ name, className }: TileIconProps) {
  return (
    <svg
      className={className}
      data-icon={name}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export { spriteUrl as tileIconSpriteUrl };
