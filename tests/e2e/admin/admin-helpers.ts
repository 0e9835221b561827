import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config';
import { adminToken } from '../support/admin-token';

export const PASSWORD = E2E_ADMIN_PASSWORD;

/** Sign in through the login page and wait for the verified dashboard (the sign-in specs). */
export async function signInThroughForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
}

/**
 * Signed in for a test about what an admin does, not about signing in: the worker's token goes into this tab's
 * storage before its first page runs (once: a sign-out in the test stays signed out), then the dashboard must verify
 * it. The form has its own tests (sign-in.spec.ts, signInThroughForm).
 */
export async function signIn(page: Page) {
  const token = await adminToken();
  await page.addInitScript((t) => {
    try {
      if (sessionStorage.getItem('e2e-token-stored')) return;
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-token-stored', '1');
    } catch {
      // about:blank and the like have no storage.
    }
  }, token);
  await page.goto('/admin');
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
  // The csrf cookie, as the sign-in form fetches it: specs that call the admin API themselves copy it.
  expect((await page.request.get('/api/auth/csrf')).status()).toBe(200);
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}
