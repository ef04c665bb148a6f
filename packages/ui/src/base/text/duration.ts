import { plural } from './plural';

/**
 * How a length reads: `short` in lists and charts ("25 min", "1 h 05 min"), `long` in a sentence
 * or a choice ("1 hour 30 minutes").
 */
export type DurationStyle = 'short' | 'long';

/**
 * The site's one way to write a length of time (decision 102): whole minutes, counted down, so
 * 119 seconds read "1 min" everywhere. A length between 0 and 60 seconds reads "under 1 min"
 * (short) or "under a minute" (long); zero reads "0 min" or "0 minutes".
 */
export function durationText(seconds: number, style: DurationStyle = 'short'): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (style === 'long') {
    if (seconds > 0 && minutes === 0) return 'under a minute';
    if (hours === 0) return plural(minutes, 'minute');
    return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
  }
  if (seconds > 0 && minutes === 0) return 'under 1 min';
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}
