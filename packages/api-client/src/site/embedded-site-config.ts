import type { SiteConfig } from '@portfolio/contracts';

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The server writes the public config into index.html, so the landing page needs no API call
 * (and no HTTP library) to show the owner's name. Checked by hand rather than with zod to keep
 * zod out of the first chunk; a malformed element is ignored and the config is fetched instead.
 */
export function readEmbeddedSiteConfig(doc: Document = document): SiteConfig | undefined {
  return parseSiteConfigText(doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent);
}

export function parseSiteConfigText(text: string | null | undefined): SiteConfig | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SiteConfig> | null;
    const links = value?.externalLinks;
    if (
      value &&
      isText(value.ownerName) &&
      isText(value.ownerSlug) &&
      isText(value.lastUpdated) &&
      links &&
      (links.music === undefined || isText(links.music)) &&
      isText(links.dwm) &&
      isText(links.election)
    ) {
      return value as SiteConfig;
    }
  } catch {
    // Fall through: the config is fetched from the API instead.
  }
  return undefined;
}
