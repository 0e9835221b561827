import type { CsrfAnswer } from '../../../../contracts/auth';
import { apiData, csrfCookieValue } from '../../../lib/api-client';

const hasCsrfCookie = () => csrfCookieValue() !== undefined;

/**
 * The server's anti-forgery check is a double-submit cookie: the api client
 * copies the `csrf` cookie (`__Host-csrf` over HTTPS) into an X-CSRF-Token header. Make sure the cookie
 * exists before a state-changing call.
 */
export async function ensureCsrfCookie(): Promise<void> {
  if (hasCsrfCookie()) return;
  await apiData<CsrfAnswer>('/auth/csrf');
}
