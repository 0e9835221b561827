import { expect, request, type APIRequestContext } from '@playwright/test';
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

/** The admin API as the specs write to it: `post(path, body)` with the token and the anti-forgery header, expecting 2xx. */
export async function adminApi(request: APIRequestContext) {
  const token = await adminToken();
  const csrf = ((await (await request.get(`${adminBaseURL}/api/auth/csrf`)).json()) as { data: { csrfToken: string } }).data.csrfToken;
  const headers = { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf };
  const post = async (path: string, data: unknown = {}) => {
    const res = await request.post(`${adminBaseURL}${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  return { post };
}
