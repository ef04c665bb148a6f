import { describe, expect, it } from 'vitest';
import { parseSiteConfigText } from './embedded-site-config';

const config = {
  ownerName: 'Alex Morgan',
  ownerSlug: 'alex-morgan',
  lastUpdated: '12-6-24',
  externalLinks: {
    music: 'http://localhost:83/piano',
    dwm: 'https://a.example/',
    election: 'https://b.example/',
  },
};

describe('parseSiteConfigText', () => {
  it('reads the config the server wrote into the page', () => {
    expect(parseSiteConfigText(JSON.stringify(config))).toEqual(config);
  });

  it('reads a config without a music site (a default install)', () => {
    const { music: _unset, ...links } = config.externalLinks;
    const withoutMusic = { ...config, externalLinks: links };
    expect(parseSiteConfigText(JSON.stringify(withoutMusic))).toEqual(withoutMusic);
    expect(
      parseSiteConfigText(JSON.stringify({ ...config, externalLinks: { ...links, music: 7 } })),
    ).toBeUndefined();
  });

  it('returns nothing when the text is missing, malformed or incomplete', () => {
    expect(parseSiteConfigText(undefined)).toBeUndefined();
    expect(parseSiteConfigText('')).toBeUndefined();
    expect(parseSiteConfigText('{oops')).toBeUndefined();
    expect(parseSiteConfigText('null')).toBeUndefined();
    expect(parseSiteConfigText(JSON.stringify({ ...config, externalLinks: { music: 'x' } }))).toBeUndefined();
    expect(parseSiteConfigText(JSON.stringify({ ...config, ownerName: 7 }))).toBeUndefined();
  });
});
