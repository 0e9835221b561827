import { expect, request } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, adminBaseURL } from '../../../playwright.config';

let workerToken: Promise<string> | undefined;

/**
 * An admin token from the admin server's API, as the sign-in form gets it (csrf cookie, then the password), asked
 * once per Playwright worker: each check of the password is half a second of scrypt on the server.
 */
export function adminToken(): Promise<string> {
  workerToken ??= (async () => {
    const api = await request.newContext({ baseURL: adminBaseURL });
    try {
      const csrf = ((await (await api.get('/api/auth/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
      const res = await api.post('/api/auth/token', { data: { password: E2E_ADMIN_PASSWORD }, headers: { 'X-CSRF-Token': csrf } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    } finally {
      await api.dispose();
    }
  })();
  return workerToken;
}
