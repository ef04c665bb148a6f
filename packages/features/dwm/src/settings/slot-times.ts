/** An instant as a datetime-local value (`YYYY-MM-DDTHH:MM`) in the browser's own time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value, read in the browser's own time, as an ISO instant. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}
