import { requestContract } from '@portfolio/api-client';
import { logOutEnneagramUser } from '@portfolio/contracts';

/**
 * POST /apiEnneagram/logout/: ends the server session. A failure is logged and otherwise
 * ignored: logging off on this device must work even when the server cannot be reached.
 */
export async function logOutOnServer(): Promise<void> {
  try {
    await requestContract(logOutEnneagramUser);
  } catch (error) {
    console.error('Logout failed', error);
  }
}
