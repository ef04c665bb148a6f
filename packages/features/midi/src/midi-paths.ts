import { siteAddresses } from '@portfolio/api-client/site';
import {
  audioUrl,
  type Composer,
  type Instrument,
  instrumentSchema,
  largePageImageUrl,
  pageImageUrl,
} from '@portfolio/contracts';
import type { PageImage } from './page-turn/page-turn';

/** The site's landing page, first step of every trail. */
export const PROJECTS_PATH = siteAddresses.landing;

export const landingPath = (instrument: Instrument) => `/midi/landing/${instrument}`;
export const composerPath = (instrument: Instrument, composer: string) =>
  `/midi/composers/${instrument}/${encodeURIComponent(composer)}`;
export const scorePath = (instrument: Instrument, score: string) =>
  `/midi/scores/${instrument}/${encodeURIComponent(score)}`;
export const videoPath = (video: string) => `/midi/videos/${encodeURIComponent(video)}`;

export { audioUrl };

/**
 * The instrument of an address. `home` (where the site's landing tile leads) means the piano on the
 * landing page (docs/decisions/013-midi-page-turner.md); anything else unknown is undefined.
 */
export function parseInstrument(
  value: string | undefined,
  { allowHome = false } = {},
): Instrument | undefined {
  if (allowHome && value === 'home') return 'piano';
  const parsed = instrumentSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const instrumentTitle = (instrument: Instrument) => (instrument === 'piano' ? 'Piano' : 'Violin');

/** The address of one image of a score. */
export function imageUrl(dir: string, image: PageImage): string {
  return image.size === 'normal'
    ? pageImageUrl(dir, image.page)
    : largePageImageUrl(dir, image.page, image.half);
}

/** How a page image is named to screen readers. */
export function imageAlt(image: PageImage): string {
  if (image.size === 'normal') return `Page ${image.page}`;
  return `Page ${image.page}, ${image.half === 'a' ? 'top' : 'bottom'} half, enlarged`;
}

let regionNames: Intl.DisplayNames | null | undefined;

/**
 * "Flag of Germany" for `/images/flags/de.svg`. An image that names no region (a collection's
 * emblem) gets an empty text: it is decoration beside the card's name.
 */
export function flagAlt(flag: string): string {
  const code = /(?:^|\/)([A-Za-z]{2})(?:[-_][A-Za-z0-9]+)?\.svg$/.exec(flag)?.[1]?.toUpperCase();
  if (!code) return '';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    regionNames = null;
  }
  const name = regionNames?.of(code);
  // CLDR names the private-use code ZZ "Unknown Region": that is no name to read out.
  return name && code !== 'ZZ' ? `Flag of ${name}` : '';
}

/** The composer card props the ui needs. */
export function composerCard(instrument: Instrument, composer: Composer) {
  return {
    id: composer.id,
    name: composer.name,
    flagSrc: composer.flag,
    flagAlt: flagAlt(composer.flag),
    lifespan: composer.lifespan,
    href: composerPath(instrument, composer.id),
  };
}
