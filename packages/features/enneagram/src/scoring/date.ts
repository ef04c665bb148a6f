const two = (value: number) => String(value).padStart(2, '0');

/** A test's date as the spec stores and shows it: yyyy/MM/dd, in the local calendar. */
export function formatTestDate(date: Date): string {
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())}`;
}

const testDatePattern = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** True for a real calendar day written yyyy/MM/dd (2024/02/30 is not one). */
export function isTestDate(value: string): boolean {
  const match = testDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * The date a page shows for a stored result: yyyy/MM/dd as stored, or converted when an older
 * result kept another date form. Text that is no date at all is shown as it is.
 */
export function displayTestDate(value: string): string {
  if (isTestDate(value)) return value;
  // A bare ISO day ("2024-03-05") would be read as UTC midnight and could show the day before.
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = isoDay
    ? new Date(Number(isoDay[1]), Number(isoDay[2]) - 1, Number(isoDay[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatTestDate(date);
}
