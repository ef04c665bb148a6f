// Where the visitor stopped in each video, kept in this browser (decision 063): the player starts
// there next time. Only the most recent files are kept, so the entry stays small.

export const resumePositionsKey = 'video-database:positions';
export const maxRememberedVideos = 100;

type Positions = Record<string, number>;

/** The storage the positions live in; a test or a browser without storage passes its own. */
export interface PositionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function read(store: PositionStore): Positions {
  try {
    const parsed: unknown = JSON.parse(store.getItem(resumePositionsKey) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

/** The position to resume a file at, in seconds; 0 when there is none. */
export function readResumePosition(store: PositionStore, path: string): number {
  return read(store)[path] ?? 0;
}

/** Remembers a position (whole tenths); 0 forgets the file. The newest files are kept. */
export function writeResumePosition(store: PositionStore, path: string, seconds: number): void {
  const positions = read(store);
  delete positions[path];
  if (seconds > 0) positions[path] = Math.round(seconds * 10) / 10;
  const kept = Object.entries(positions).slice(-maxRememberedVideos);
  try {
    store.setItem(resumePositionsKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or blocked storage only means the next visit starts from the beginning.
  }
}
