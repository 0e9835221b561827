import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config';

export const PASSWORD = E2E_ADMIN_PASSWORD;

/** Sign in through the login page and wait for the verified dashboard. */
export async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}
