import { type ApiRequestError, statusTextFor } from '@portfolio/api-client';

/** What the login prompt shows after a failure: the answer's status text (spec §4), e.g. "Unauthorized". */
export function loginFailureText(error: Pick<ApiRequestError, 'status'>): string {
  return statusTextFor(error.status) || 'Unknown Error';
}
