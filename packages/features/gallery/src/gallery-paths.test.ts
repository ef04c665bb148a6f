import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { albumPath, galleryHomePath, ownerOfHomeSegment, picturePath } from './gallery-paths';
import { galleryRoutes } from './routes';

describe('gallery addresses', () => {
  it('put the owner slug in the home, album and picture addresses', () => {
    expect(galleryHomePath('alex-morgan')).toBe('/gallery/alex-morgan-home');
    expect(albumPath('sam', 'Childroom')).toBe('/gallery/sam/Childroom');
    expect(picturePath('sam', 'Childroom', 'Childroom 01 - Early light.jpg')).toBe(
      '/gallery/sam/Childroom/Childroom%2001%20-%20Early%20light.jpg',
    );
  });

  it.each(['Pet Portraits - Biscuit', 'Yellowstone 2023', 'Rock & Roll #1: 2?', 'Zoë – 50% off'])(
    'round-trip the album name %j through the address and the route',
    (album) => {
      const address = picturePath('alex-morgan', album, `${album} 01.jpg`);
      const pattern = galleryRoutes[1]?.path ?? '';
      // As the router does: it decodes the address, then matches it.
      const match = matchRoutes([{ path: pattern }], new URL(address, 'http://site').pathname)?.[0];
      expect(match?.params.category).toBe(album);
      expect(match?.params.owner).toBe('alex-morgan');
      expect(match?.params['*']).toBe(`${album} 01.jpg`);
    },
  );

  it('read the owner of a home segment, dashes included', () => {
    expect(ownerOfHomeSegment('alex-morgan-home')).toBe('alex-morgan');
    expect(ownerOfHomeSegment('home')).toBeUndefined();
    expect(ownerOfHomeSegment('Childroom')).toBeUndefined();
  });
});
