// Where the visitor is in the library, kept in the address of video-database/video-player so
// every level, file and mode can be linked to, reloaded and left with the Back button (decision 062).

export const playerPath = '/video-database/video-player';
export const addTagsPath = '/video-database/add-tags';

export type LibraryMode = 'play' | 'select';

export interface LibraryPlace {
  primary?: string;
  secondary?: string;
  /** The file playing (Play mode), its name in the folder. */
  file?: string;
  mode: LibraryMode;
  /** The tag the file list is filtered by. */
  tag?: string;
}

/** Reads the place from the query of video-database/video-player; unknown values are left out. */
export function readLibraryPlace(search: URLSearchParams): LibraryPlace {
  const text = (name: string) => {
    const value = search.get(name);
    return value === null || value === '' ? undefined : value;
  };
  const primary = text('primary');
  const secondary = primary === undefined ? undefined : text('secondary');
  const file = secondary === undefined ? undefined : text('file');
  const tag = secondary === undefined ? undefined : text('tag');
  return {
    ...(primary !== undefined && { primary }),
    ...(secondary !== undefined && { secondary }),
    ...(file !== undefined && { file }),
    ...(tag !== undefined && { tag }),
    mode: secondary !== undefined && search.get('mode') === 'select' ? 'select' : 'play',
  };
}

/** The address of a place: levels in order, Play mode left implicit. */
export function libraryAddress(place: {
  [Key in keyof LibraryPlace]?: LibraryPlace[Key] | undefined;
}): string {
  const search = new URLSearchParams();
  if (place.primary !== undefined) {
    search.set('primary', place.primary);
    if (place.secondary !== undefined) {
      search.set('secondary', place.secondary);
      if (place.mode === 'select') search.set('mode', 'select');
      else if (place.file !== undefined) search.set('file', place.file);
      if (place.tag !== undefined) search.set('tag', place.tag);
    }
  }
  const query = search.toString().replace(/\+/g, '%20');
  return query === '' ? playerPath : `${playerPath}?${query}`;
}

/** A file's title in the list: its name without the extension. */
export function videoTitle(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
