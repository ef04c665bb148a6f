import { describe, expect, it } from 'vitest';
import { enneagramQuerySchema } from './enneagram';
import { siteConfigSchema } from './site';

const siteConfig = {
  ownerName: 'Ada Lovelace',
  ownerSlug: 'ada-lovelace',
  lastUpdated: 'November 2026',
  externalLinks: {
    music: 'https://example.org:83/piano',
    dwm: 'https://example.org/dwm',
    election: 'https://example.org/election',
  },
};

describe('siteConfigSchema', () => {
  it('accepts a complete configuration', () => {
    expect(siteConfigSchema.parse(siteConfig)).toEqual(siteConfig);
  });

  it('refuses an owner slug that is not a lower-case path segment', () => {
    const result = siteConfigSchema.safeParse({ ...siteConfig, ownerSlug: 'Ada Lovelace' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ownerSlug']);
  });

  it('refuses an external tile address that is not a URL', () => {
    const result = siteConfigSchema.safeParse({
      ...siteConfig,
      externalLinks: { ...siteConfig.externalLinks, music: 'piano' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['externalLinks', 'music']);
  });
});

describe('enneagramQuerySchema', () => {
  const entry = { field: 'userid', type: 'Matches', search: 'ada' } as const;

  it('accepts one to twenty search entries', () => {
    expect(enneagramQuerySchema.safeParse({ qualifier: 'Must Match', entries: [entry] }).success).toBe(true);
    const twenty = Array.from({ length: 20 }, () => entry);
    expect(enneagramQuerySchema.safeParse({ qualifier: 'Should Match', entries: twenty }).success).toBe(true);
  });

  it('refuses an empty query and one with more than twenty entries', () => {
    expect(enneagramQuerySchema.safeParse({ qualifier: 'Must Match', entries: [] }).success).toBe(false);
    const many = Array.from({ length: 21 }, () => entry);
    expect(enneagramQuerySchema.safeParse({ qualifier: 'Must Match', entries: many }).success).toBe(false);
  });
});
