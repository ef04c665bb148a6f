export interface ErrorReportState {
  message: string;
  status: number | string;
  error: string;
}

const isStatus = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && value.length > 0);

/**
 * Navigation state is whatever the previous page put there (or nothing, when /error is opened
 * directly): take it only when it has the three values the report shows.
 */
export function readErrorReport(state: unknown): ErrorReportState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { message, status, error } = state as Record<string, unknown>;
  if (typeof message !== 'string' || !isStatus(status)) return undefined;
  return {
    message,
    status,
    error: typeof error === 'string' ? error : error === undefined ? '' : JSON.stringify(error),
  };
}
