import { z } from 'zod';
import { defineContract } from './contract';

/** The public part of the server's configuration, so one build of the site serves any owner. */
export const siteConfigSchema = z.object({
  ownerName: z.string().min(1),
  /** The owner's name as a path segment, e.g. the gallery home `/gallery/{ownerSlug}-home`. */
  ownerSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Last-updated label on the landing page. */
  lastUpdated: z.string(),
  /** Addresses of the pages the external tiles open in a new tab. */
  externalLinks: z.object({
    /** Absent: no music site is configured, and the Music tile opens the site's sheet music. */
    music: z.url().optional(),
    dwm: z.url(),
    election: z.url(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const getSiteConfig = defineContract({
  method: 'GET',
  path: '/api/config',
  response: siteConfigSchema,
});
