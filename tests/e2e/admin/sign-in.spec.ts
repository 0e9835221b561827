import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughForm } from './admin-helpers';

// Sign-in, verification and sign-out. Nothing here writes league data. Failed
// attempts count against 127.0.0.1's limit of 5 per 15 minutes, so the whole
// admin project makes only two wrong guesses (one here, one in the delete flow).

test.describe('sign-in', () => {
  test('a wrong password shows "Invalid password", the right one opens the verified dashboard', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto('/login');
    await expect(page.getByTestId('admin-link')).toHaveCount(0);

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(consoleErrors.some((t) => t.includes('Login error') && t.includes('Invalid credentials'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
    await expect(page.getByTestId('admin-link')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Current rankings/ })).toBeVisible();
  });

  test('the login page needs a password before it sends anything', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/token')) posted = true;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toHaveJSProperty('validity.valueMissing', true);
    expect(posted).toBe(false);
  });

  test('protected pages redirect to /login without a token', async ({ page }) => {
    for (const path of ['/admin', '/admin/add-match']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a token the server refuses: "Authentication failed", then signed out after 2 seconds', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'this-token-was-never-issued-by-the-server'));
    await page.goto('/admin');
    await expect(page.getByTestId('auth-status')).toHaveText('Authentication failed');
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
  });

  test('verification that cannot reach the server: "Error verifying authentication", then signed out', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'any-token-value-at-all-123'));
    await page.route('**/api/admin/verify', (route) => route.abort('connectionrefused'));
    await page.goto('/admin');
    await expect(page.getByTestId('auth-status')).toHaveText('Error verifying authentication');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Logout revokes the token on the server and removes it from the browser', async ({ page }) => {
    await signInThroughForm(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const res = await page.request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});
