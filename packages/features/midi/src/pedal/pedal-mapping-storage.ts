import type { PedalMapping, PedalTrigger } from './midi-message';

/** The browser storage key of a learned pedal mapping. */
export const PEDAL_MAPPING_KEY = 'midi_pedal_mapping';

/** Only the status bytes a pedal press can have: control change, note-on, program change. */
function isTrigger(value: unknown): value is PedalTrigger {
  if (typeof value !== 'object' || value === null) return false;
  const { status, data1 } = value as Record<string, unknown>;
  if (!Number.isInteger(status) || !Number.isInteger(data1)) return false;
  const kind = (status as number) & 0xf0;
  return (
    (status as number) >= 0x80 &&
    (status as number) <= 0xff &&
    (kind === 0xb0 || kind === 0x90 || kind === 0xc0) &&
    (data1 as number) >= 0 &&
    (data1 as number) <= 0x7f
  );
}

/** The learned mapping, or null when none is stored or what is stored is not one (it is ignored). */
export function readPedalMapping(storage: Pick<Storage, 'getItem'> | undefined): PedalMapping | null {
  let text: string | null = null;
  try {
    text = storage?.getItem(PEDAL_MAPPING_KEY) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { forward, back } = value as Record<string, unknown>;
    if (!isTrigger(forward) || !isTrigger(back)) return null;
    return {
      forward: { status: forward.status, data1: forward.data1 },
      back: { status: back.status, data1: back.data1 },
    };
  } catch {
    return null;
  }
}

/** Keeps the mapping, or forgets it with null. Storage that refuses (private mode, quota) is not fatal. */
export function writePedalMapping(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  mapping: PedalMapping | null,
): boolean {
  try {
    if (mapping) storage?.setItem(PEDAL_MAPPING_KEY, JSON.stringify(mapping));
    else storage?.removeItem(PEDAL_MAPPING_KEY);
    return storage !== undefined;
  } catch {
    return false;
  }
}
