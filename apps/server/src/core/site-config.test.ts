import { siteConfigSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { slugifyOwnerName } from './site-config';

describe.each(databases)('GET /api/config on $name', (database) => {
  const server = useTestServer(database);

  it('answers the public configuration with the demo defaults, with no music site', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(siteConfigSchema.parse(response.json())).toEqual({
      ownerName: 'Alex Morgan',
      ownerSlug: 'alex-morgan',
      lastUpdated: '12-6-24',
      externalLinks: {
        dwm: 'https://www.churchofjesuschrist.org/calendar',
        election: 'https://www.nbcnews.com/politics/2020-elections/president-results',
      },
    });
  });

  it('takes the values from the environment and reveals nothing else', async () => {
    const app = await server.build({
      SITE_OWNER: 'Zoë Åberg-Smith',
      LAST_UPDATED: '3-1-25',
      MUSIC_URL: 'https://music.example.org/play',
      DWM_URL: 'https://dwm.example.org/',
      ELECTION_URL: 'https://votes.example.org/2024',
    });
    const body = (await app.inject({ url: '/api/config' })).json();
    expect(body).toEqual({
      ownerName: 'Zoë Åberg-Smith',
      ownerSlug: 'zoe-aberg-smith',
      lastUpdated: '3-1-25',
      externalLinks: {
        music: 'https://music.example.org/play',
        dwm: 'https://dwm.example.org/',
        election: 'https://votes.example.org/2024',
      },
    });
    expect(JSON.stringify(body)).not.toContain('correct horse battery');
  });
});

describe('slugifyOwnerName', () => {
  it.each([
    ['Alex Morgan', 'alex-morgan'],
    ["  Mary-Jane O'Neil  ", 'mary-jane-o-neil'],
    ['José Núñez', 'jose-nunez'],
    ['李小龙', 'owner'],
  ])('%s -> %s', (name, slug) => {
    expect(slugifyOwnerName(name)).toBe(slug);
  });
});
