import type { CsrfAnswer } from '../../../../contracts/admin';
import { apiData } from '../../../lib/api-client';

function hasCsrfCookie(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith('csrf='));
}

/**
 * The server's anti-forgery check is a double-submit cookie: the api client
 * copies the `csrf` cookie into an X-CSRF-Token header. Make sure the cookie
 * exists before a state-changing call.
 */
export async function ensureCsrfCookie(): Promise<void> {
  if (hasCsrfCookie()) return;
  await apiData<CsrfAnswer>('/auth/csrf');
}
