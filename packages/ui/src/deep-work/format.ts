// Small text helpers the Deep Work components share.
import { plural } from '../base/text';

/** Lengths read as everywhere on the site (decision 102): "25 min", "1 h 05 min". */
export { durationText } from '../base/text';

/** "12:05": minutes and seconds of a running block. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "Tuesday 10 March", read in UTC so a day string never shifts with the time zone. */
export function dayText(
  day: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
}

/** "9–15 March 2026", "30 March – 5 April 2026": the seven days from Monday `start`. */
export function weekRangeText(start: string): string {
  const first = new Date(`${start}T00:00:00Z`);
  const last = new Date(first.getTime() + 6 * 86_400_000);
  const part = (date: Date, options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  const end = part(last, { day: 'numeric', month: 'long', year: 'numeric' });
  if (first.getUTCFullYear() !== last.getUTCFullYear()) {
    return `${part(first, { day: 'numeric', month: 'long', year: 'numeric' })} – ${end}`;
  }
  if (first.getUTCMonth() !== last.getUTCMonth())
    return `${part(first, { day: 'numeric', month: 'long' })} – ${end}`;
  return `${first.getUTCDate()}–${end}`;
}

export const blocksText = (count: number) => plural(count, 'block');

export const statusText: Record<'planned' | 'in-progress' | 'done', string> = {
  planned: 'Planned',
  'in-progress': 'In progress',
  done: 'Done',
};
