import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app is live on the page: hydrated (or rendered) and handling events, marked by
 * `<html data-hydrated="true">` (src/boot.tsx). For tests that act the moment a page has loaded: a tap that lands
 * before the app's script has even run can do nothing, as for a visitor.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}
