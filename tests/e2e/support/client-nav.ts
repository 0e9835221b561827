import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * Opens `path` by navigating inside the app (no page load), so the page fetches its data in the browser. Pages
 * load server-rendered with their data; a test that mocks an /api answer with page.route needs the browser to
 * make the request, so it starts on another page and lets the router change the path.
 */
export async function gotoInApp(page: Page, path: string, from = '/about') {
  await page.goto(from);
  await waitForHydration(page);
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}
