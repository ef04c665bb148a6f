import { getSiteConfig, type SiteConfig } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { route } from '../route';

/**
 * The owner's name as a path segment (`Alex Morgan` -> `alex-morgan`): accents dropped, anything
 * else that is not a letter or digit becomes one hyphen. A name with no Latin letters or digits
 * falls back to `owner`, so paths stay valid.
 */
export function slugifyOwnerName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'owner';
}

/** The public part of the configuration: what the browser may know about this installation. */
export function publicSiteConfig(config: ServerConfig): SiteConfig {
  return {
    ownerName: config.siteOwner,
    ownerSlug: slugifyOwnerName(config.siteOwner),
    lastUpdated: config.lastUpdated,
    externalLinks: {
      dwm: config.externalLinks.dwm,
      election: config.externalLinks.election,
      // Left out when unset: the landing page then links the site's own sheet music.
      ...(config.externalLinks.music === undefined ? {} : { music: config.externalLinks.music }),
    },
  };
}

export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const siteConfig = publicSiteConfig(app.config);
  route(app, getSiteConfig, async () => siteConfig);
}
