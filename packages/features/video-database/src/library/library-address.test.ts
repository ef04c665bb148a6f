import { describe, expect, it } from 'vitest';
import { libraryAddress, readLibraryPlace, videoTitle } from './library-address';

const read = (query: string) => readLibraryPlace(new URLSearchParams(query));

describe('library addresses', () => {
  it('read each level, the file, the mode and the tag', () => {
    expect(read('')).toEqual({ mode: 'play' });
    expect(read('primary=adobe')).toEqual({ primary: 'adobe', mode: 'play' });
    expect(read('primary=adobe&secondary=photoshop&file=Curves%20and%20levels.mp4&tag=tutorial')).toEqual({
      primary: 'adobe',
      secondary: 'photoshop',
      file: 'Curves and levels.mp4',
      tag: 'tutorial',
      mode: 'play',
    });
    expect(read('primary=adobe&secondary=photoshop&mode=select')).toMatchObject({ mode: 'select' });
  });

  it('ignore parts that have no level above them, and unknown modes', () => {
    expect(read('secondary=photoshop&file=a.mp4&mode=select')).toEqual({ mode: 'play' });
    expect(read('primary=adobe&mode=select&tag=x')).toEqual({ primary: 'adobe', mode: 'play' });
    expect(read('primary=adobe&secondary=photoshop&mode=edit')).toMatchObject({ mode: 'play' });
  });

  it('write addresses that read back the same', () => {
    expect(libraryAddress({})).toBe('/video-database/video-player');
    expect(libraryAddress({ primary: 'adobe' })).toBe('/video-database/video-player?primary=adobe');
    const playing = {
      primary: 'adobe',
      secondary: 'photoshop',
      file: 'Curves and levels.mp4',
      mode: 'play' as const,
    };
    expect(libraryAddress(playing)).toBe(
      '/video-database/video-player?primary=adobe&secondary=photoshop&file=Curves%20and%20levels.mp4',
    );
    expect(read(libraryAddress(playing).split('?')[1] ?? '')).toEqual(playing);
    // Selection mode plays nothing.
    expect(libraryAddress({ ...playing, mode: 'select', tag: 'a b' })).toBe(
      '/video-database/video-player?primary=adobe&secondary=photoshop&mode=select&tag=a%20b',
    );
  });

  it('title a file by its name without the extension', () => {
    expect(videoTitle('Curves and levels.mp4')).toBe('Curves and levels');
    expect(videoTitle("Newton's third law.webm")).toBe("Newton's third law");
    expect(videoTitle('.mp4')).toBe('.mp4');
  });
});
