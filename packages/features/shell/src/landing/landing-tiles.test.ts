import { describe, expect, it } from 'vitest';
import { buildLandingTiles } from './landing-tiles';

const config = {
  ownerSlug: 'alex-morgan',
  externalLinks: {
    music: 'http://localhost:83/piano',
    dwm: 'https://events.example.org/calendar',
    election: 'https://news.example.com/2020/president',
  },
};

describe('buildLandingTiles', () => {
  it('lists the fourteen projects of the spec plus Sign Off, each once', () => {
    const tiles = buildLandingTiles(config);
    expect(tiles).toHaveLength(15);
    expect(new Set(tiles.map((tile) => tile.id)).size).toBe(15);
    expect(tiles.at(-1)).toMatchObject({ title: 'Sign Off', href: '/home' });
  });

  it('sends the ten in-app tiles to their targets, the gallery by the owner slug, DWM to the dinner area', () => {
    const targets = Object.fromEntries(
      buildLandingTiles(config)
        .filter((tile) => tile.href && !tile.external && tile.id !== 'sign-off')
        .map((tile) => [tile.title, tile.href]),
    );
    expect(targets).toEqual({
      References: '/references',
      'World Map': '/draggable-globe',
      'Photo Gallery': '/gallery/alex-morgan-home',
      'Recipes for the Pressure Cooker': '/recipes/recipes-home',
      'MIDI Score Page Turner': '/midi/landing/home',
      Enneagram: '/enneagram/enneagram-home',
      'Deep Work': '/deep-work/tasks-home',
      'Leitner Box': '/leitner/vocab',
      'Video Database': '/video-database/video-player',
      DWM: '/dwm/x540t/calendar',
    });
  });

  it('opens Music and 2024 Election at the configured addresses', () => {
    const external = buildLandingTiles(config).filter((tile) => tile.external);
    expect(external.map((tile) => [tile.title, tile.href])).toEqual([
      ['Music', config.externalLinks.music],
      ['2024 Election', config.externalLinks.election],
    ]);
  });

  it("opens a Music address on the server's own machine on the host the visitor reached", () => {
    const music = buildLandingTiles(config, 'portfolio.example.org').find((tile) => tile.id === 'music');
    expect(music?.href).toBe('http://portfolio.example.org:83/piano');
  });

  it("opens the site's own sheet music from the Music tile when no music site is configured", () => {
    const { music: _unset, ...links } = config.externalLinks;
    const music = buildLandingTiles({ ...config, externalLinks: links }, 'portfolio.example.org').find(
      (tile) => tile.id === 'music',
    );
    expect(music).toMatchObject({ title: 'Music', href: '/midi/landing/home' });
    expect(music?.external).toBeUndefined();
  });

  it('marks the quest tiles unavailable and leaves out external tiles without a config', () => {
    const tiles = buildLandingTiles();
    expect(tiles.filter((tile) => tile.unavailable).map((tile) => tile.title)).toEqual([
      'View Quests',
      'Edit Quests',
    ]);
    expect(tiles.some((tile) => tile.external)).toBe(false);
    expect(tiles.find((tile) => tile.id === 'gallery')?.href).toBe('/gallery/owner-home');
  });
});
