import type { ReactNode } from 'react';

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

/*
 * The icons' own palette: one ink for every outline, soft fills and a few warm accents. It lives
 * here rather than in the theme because it is part of the drawings, not of the page's colours.
 */
const INK = '#27394d';
const PAPER = '#ffffff';
const SKY = '#d3e5f3';
const BLUE = '#3f7fb8';
const SAGE = '#d4e8cd';
const LAND = '#a9d49b';
const GREEN = '#4f9a66';
const SAND = '#f7e5c3';
const AMBER = '#f0b448';
const CORAL = '#e9846a';
const BLUSH = '#f9d5c9';
const LILAC = '#e2dbf3';
const STEEL = '#dfe6ed';

const THIN = 1.75;

/** A small hierarchy of quest nodes, shared by the view and edit quest icons. */
const questTree = (
  <>
    <path d="M32 16v5M15 21h34M15 21v5M32 21v5M49 21v5M15 35v5M32 35v5" strokeWidth={2} />
    <rect x="26" y="7" width="12" height="9" rx="2" fill={SKY} />
    <rect x="9" y="26" width="12" height="9" rx="2" fill={SAGE} />
    <rect x="26" y="26" width="12" height="9" rx="2" fill={SAGE} />
    <rect x="43" y="26" width="12" height="9" rx="2" fill={SAGE} />
    <rect x="9" y="40" width="12" height="9" rx="2" fill={SAND} />
    <rect x="26" y="40" width="12" height="9" rx="2" fill={SAND} />
  </>
);

const art: Record<TileIconName, ReactNode> = {
  // Index cards: one tilted behind, one in front with a red header rule and lines.
  references: (
    <>
      <rect x="16" y="9" width="38" height="27" rx="3" fill={SAND} transform="rotate(-9 35 22.5)" />
      <rect x="9" y="22" width="46" height="32" rx="3" fill={PAPER} />
      <path d="M12 31h40" stroke={CORAL} />
      <path d="M16 39h32M16 46h22" strokeWidth={2} />
    </>
  ),
  // A globe with two land masses under its meridians and parallels.
  'world-map': (
    <>
      <circle cx="32" cy="32" r="23" fill={SKY} />
      <path
        d="M16 15c5-4 13-4 14 1s-3 6-2 10-3 9-8 7-6-7-7-11 0-5 3-7zM37 32c6-2 12 2 12 7s-3 10-8 11-8-4-7-9 0-8 3-9zM41 15c3-1 6 0 6 2s-3 3-5 2-3-3-1-4z"
        fill={LAND}
        stroke="none"
      />
      <ellipse cx="32" cy="32" rx="10" ry="23" strokeWidth={THIN} />
      <path d="M32 9v46M9 32h46M12.5 21h39M12.5 43h39" strokeWidth={THIN} />
      <circle cx="32" cy="32" r="23" />
    </>
  ),
  // A framed photo: sky, sun and mountains.
  gallery: (
    <>
      <rect x="7" y="11" width="50" height="42" rx="3" fill={PAPER} />
      <rect x="13" y="17" width="38" height="30" rx="1.5" fill={SKY} strokeWidth={2} />
      <circle cx="42" cy="25" r="4" fill={AMBER} strokeWidth={2} />
      <path d="M13 47l11-15 8 9 6-6 13 12z" fill={SAGE} strokeWidth={2} />
    </>
  ),
  // A pressure cooker: locking lid with valve and long handle, steam rising.
  recipes: (
    <>
      <path d="M27 12c-2-2.5 2-3.5 0-7M37 12c2-2.5-2-3.5 0-7" strokeWidth={THIN} />
      <rect x="29" y="14" width="6" height="6" rx="1.5" fill={CORAL} strokeWidth={2} />
      <rect x="48" y="21" width="13" height="5" rx="2.5" fill={CORAL} strokeWidth={2} />
      <path d="M11 31c0-7 9-11 21-11s21 4 21 11z" fill={BLUSH} />
      <path d="M13 31h38v15a8 8 0 0 1-8 8H21a8 8 0 0 1-8-8z" fill={STEEL} />
      <path d="M13 37H7M51 37h6" />
      <path d="M19 42h26" strokeWidth={THIN} />
    </>
  ),
  // A page of score with two staves, wired to a foot pedal.
  midi: (
    <>
      <path d="M10 6h24l8 8v34H10z" fill={PAPER} />
      <path d="M34 6v8h8" strokeWidth={2} />
      <path
        d="M15 15h21M15 18h21M15 21h21M15 24h21M15 27h21M15 34h21M15 37h21M15 40h21M15 43h21"
        strokeWidth={1}
      />
      <g fill={INK} stroke="none">
        <ellipse cx="18.5" cy="24" rx="2.3" ry="1.7" transform="rotate(-20 18.5 24)" />
        <ellipse cx="25.5" cy="21" rx="2.3" ry="1.7" transform="rotate(-20 25.5 21)" />
        <ellipse cx="32" cy="25.5" rx="2.3" ry="1.7" transform="rotate(-20 32 25.5)" />
        <ellipse cx="20" cy="41.5" rx="2.3" ry="1.7" transform="rotate(-20 20 41.5)" />
        <ellipse cx="29" cy="38" rx="2.3" ry="1.7" transform="rotate(-20 29 38)" />
      </g>
      <path d="M20.6 23.5V13M27.6 20.5V13M34.1 25V16.5M22.1 41V33M31.1 37.5V29.5" strokeWidth={1.25} />
      <path d="M20.6 13h7" strokeWidth={2.5} strokeLinecap="butt" />
      <path d="M26 48v4c0 2.5 1.5 4 4 4h11" strokeWidth={THIN} />
      <path
        d="M45.5 36h11a2 2 0 0 1 2 1.8l2.4 17.9a2 2 0 0 1-2 2.3H43.1a2 2 0 0 1-2-2.3l2.4-17.9a2 2 0 0 1 2-1.8z"
        fill={BLUE}
      />
      <path d="M46 43h10M45.5 48h11M45 53h12" stroke={PAPER} strokeWidth={THIN} />
    </>
  ),
  // The enneagram: nine points on a circle, the 9-3-6 triangle and the 1-4-2-8-5-7 hexad.
  enneagram: (
    <>
      <circle cx="32" cy="32" r="22" fill={LILAC} />
      <path d="M32 10l19.05 33H12.95z" fill={BLUSH} strokeWidth={2} />
      <path d="M46.14 15.15l-6.62 37.52 14.15-24.49-35.81-13.03 6.62 37.52 -14.15-24.49z" strokeWidth={2} />
      <g fill={INK} stroke="none">
        <circle cx="32" cy="10" r="2.2" />
        <circle cx="46.14" cy="15.15" r="2.2" />
        <circle cx="53.67" cy="28.18" r="2.2" />
        <circle cx="51.05" cy="43" r="2.2" />
        <circle cx="39.52" cy="52.67" r="2.2" />
        <circle cx="24.48" cy="52.67" r="2.2" />
        <circle cx="12.95" cy="43" r="2.2" />
        <circle cx="10.33" cy="28.18" r="2.2" />
        <circle cx="17.86" cy="15.15" r="2.2" />
      </g>
    </>
  ),
  // A focus timer: a stopwatch with a block of time marked out.
  'deep-work': (
    <>
      <rect x="28" y="5" width="8" height="5" rx="1.5" fill={CORAL} strokeWidth={2} />
      <path d="M32 10v4M47.5 17.5l3-3" />
      <circle cx="32" cy="36" r="21" fill={PAPER} />
      <path d="M32 36V20a16 16 0 0 1 13.86 24z" fill={AMBER} stroke="none" />
      <path d="M32 17.5v3M50.5 36h-3M32 54.5v-3M13.5 36h3" strokeWidth={2} />
      <path d="M32 36l12 7" />
      <circle cx="32" cy="36" r="2.5" fill={INK} stroke="none" />
    </>
  ),
  // A Leitner box: cards standing in four compartments behind the box front.
  leitner: (
    <>
      <rect x="11" y="18" width="10" height="18" rx="1.5" fill={SKY} strokeWidth={2} />
      <rect x="22" y="12" width="10" height="24" rx="1.5" fill={SAGE} strokeWidth={2} />
      <rect x="33" y="20" width="10" height="16" rx="1.5" fill={BLUSH} strokeWidth={2} />
      <rect x="44" y="15" width="10" height="21" rx="1.5" fill={LILAC} strokeWidth={2} />
      <rect x="8" y="30" width="48" height="24" rx="3" fill={SAND} />
      <rect x="25" y="37" width="14" height="8" rx="1.5" fill={PAPER} strokeWidth={2} />
      <path d="M29 41h6" strokeWidth={THIN} />
    </>
  ),
  // A film frame with sprocket holes and a play button.
  'video-database': (
    <>
      <rect x="8" y="12" width="48" height="40" rx="4" fill={LILAC} />
      <rect x="16" y="18" width="32" height="28" rx="2" fill={PAPER} strokeWidth={2} />
      <g fill={INK} stroke="none">
        <rect x="10.5" y="16" width="3" height="4" rx="1" />
        <rect x="10.5" y="23" width="3" height="4" rx="1" />
        <rect x="10.5" y="30" width="3" height="4" rx="1" />
        <rect x="10.5" y="37" width="3" height="4" rx="1" />
        <rect x="10.5" y="44" width="3" height="4" rx="1" />
        <rect x="50.5" y="16" width="3" height="4" rx="1" />
        <rect x="50.5" y="23" width="3" height="4" rx="1" />
        <rect x="50.5" y="30" width="3" height="4" rx="1" />
        <rect x="50.5" y="37" width="3" height="4" rx="1" />
        <rect x="50.5" y="44" width="3" height="4" rx="1" />
      </g>
      <path d="M28 25.5v13l11-6.5z" fill={CORAL} strokeWidth={2} />
    </>
  ),
  // A magnifier held over a tree of quests.
  'view-quests': (
    <>
      {questTree}
      <circle cx="44" cy="42" r="10" fill={PAPER} fillOpacity={0.7} />
      <path d="M51.5 49.5L58 56" strokeWidth={5} />
    </>
  ),
  // A pencil writing on a tree of quests.
  'edit-quests': (
    <>
      {questTree}
      <g transform="translate(44 41) rotate(45)">
        <rect x="-4.5" y="-22" width="9" height="6" rx="1.5" fill={BLUSH} strokeWidth={2} />
        <rect x="-4.5" y="-16" width="9" height="22" fill={AMBER} strokeWidth={2} />
        <path d="M-4.5 6L0 15l4.5-9z" fill={SAND} strokeWidth={2} />
        <path d="M-1.6 11.8L0 15l1.6-3.2z" fill={INK} stroke="none" />
      </g>
    </>
  ),
  // A small keyboard instrument: case with knobs and display, five white and three black keys.
  music: (
    <>
      <rect x="5" y="14" width="54" height="38" rx="4" fill={SKY} />
      <circle cx="15" cy="19.5" r="1.8" fill={CORAL} strokeWidth={1.5} />
      <circle cx="21" cy="19.5" r="1.8" fill={CORAL} strokeWidth={1.5} />
      <rect x="38" y="17.5" width="15" height="4" rx="1" fill={PAPER} strokeWidth={1.5} />
      <rect x="10" y="24" width="44" height="24" rx="1.5" fill={PAPER} strokeWidth={2} />
      <path d="M18.8 24v24M27.6 24v24M36.4 24v24M45.2 24v24" strokeWidth={THIN} />
      <g fill={INK} stroke="none">
        <rect x="16.1" y="24" width="5.4" height="14" rx="1" />
        <rect x="24.9" y="24" width="5.4" height="14" rx="1" />
        <rect x="42.5" y="24" width="5.4" height="14" rx="1" />
      </g>
    </>
  ),
  // Dinner events: a plate between fork and knife, and a calendar page.
  dwm: (
    <>
      <path d="M39.5 7h17a2.5 2.5 0 0 1 2.5 2.5V14H37V9.5A2.5 2.5 0 0 1 39.5 7z" fill={CORAL} stroke="none" />
      <rect x="37" y="7" width="22" height="20" rx="2.5" />
      <path d="M37 14h22" strokeWidth={2} />
      <path d="M42 4.5v5M54 4.5v5" />
      <g fill={INK} stroke="none">
        <circle cx="42" cy="18.5" r="1.3" />
        <circle cx="48" cy="18.5" r="1.3" />
        <circle cx="54" cy="18.5" r="1.3" />
        <circle cx="42" cy="22.5" r="1.3" />
        <circle cx="48" cy="22.5" r="1.3" />
      </g>
      <circle cx="28" cy="41" r="16" fill={PAPER} />
      <circle cx="28" cy="41" r="10.5" fill={SAND} strokeWidth={2} />
      <path d="M5.5 26v8M8.5 26v8M11.5 26v8M5.5 34c0 3 1.5 4 3 4s3-1 3-4M8.5 38v19" strokeWidth={2} />
      <path d="M51 31c5 2 6.5 10 5 16h-5z" fill={STEEL} strokeWidth={2} />
      <path d="M51 47v10" strokeWidth={3} />
    </>
  ),
  // A ballot going into a ballot box.
  election: (
    <>
      <g transform="rotate(-6 32 18)">
        <rect x="24" y="6" width="16" height="22" rx="1.5" fill={PAPER} strokeWidth={2} />
        <path d="M28 15l3 3 5-6" stroke={GREEN} />
        <path d="M28 23h8" strokeWidth={THIN} />
      </g>
      <rect x="11" y="29" width="42" height="26" rx="2.5" fill={SKY} />
      <rect x="9" y="24" width="46" height="7" rx="2" fill={PAPER} />
      <path d="M25 27.5h14" strokeWidth={3} />
      <path
        d="M32 36.5l1.59 4.32 4.59.17-3.61 2.84 1.25 4.43L32 45.7l-3.82 2.56 1.25-4.43-3.61-2.84 4.59-.17z"
        fill={AMBER}
        strokeWidth={THIN}
      />
    </>
  ),
  // A door with an arrow leading out.
  'sign-off': (
    <>
      <path d="M4 57h36" />
      <rect x="9" y="7" width="26" height="50" rx="2" fill={SAND} />
      <rect x="14" y="12" width="16" height="13" rx="1" strokeWidth={THIN} />
      <rect x="14" y="42" width="16" height="10" rx="1" strokeWidth={THIN} />
      <circle cx="29" cy="37" r="2" fill={INK} stroke="none" />
      <path d="M22 32h34M48 24l8 8-8 8" stroke={BLUE} strokeWidth={3} />
    </>
  ),
};

export interface TileIconProps {
  name: TileIconName;
  className?: string;
}

/** One of the landing tiles' drawings. Decorative: the tile's caption names it. */
export function TileIcon({ name, className }: TileIconProps) {
  return (
    <svg
      className={className}
      data-icon={name}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      fill="none"
      stroke={INK}
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {art[name]}
    </svg>
  );
}
