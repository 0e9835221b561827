import { expect, test } from '@playwright/test';
import { signIn } from './admin-helpers';

// No console error on any page while signed in (the nav's admin link must be the same in the server's HTML and
// the first client render, or hydration fails with error #418); and the import page fits a phone.

const PAGES = [
  '/',
  '/pool/matches',
  '/pool/group/banff',
  '/pool/predictions/banff',
  '/pool/forecast/banff',
  '/cricket',
  '/about',
  '/admin',
  '/admin/league',
  '/admin/add-match',
  '/admin/import',
  '/admin/seasons',
];

test('no console error or page error on the public and admin pages while signed in', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of PAGES) {
    // A full load of each page: the server's HTML, then hydration with the stored sign-in.
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A player page too (its id from the API).
  const players = (await (await page.request.get('/api/pool/players')).json()) as { data: { id: number }[] };
  await page.goto(`/pool/player/${players.data[0].id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(errors).toEqual([]);
});

test('the import page at 375 px has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
