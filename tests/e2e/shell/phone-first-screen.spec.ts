import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';
import { PHONE } from '../support/phone-tables';

// Phone first: on the suite's phone (375 × 812) every data page shows data on its first screen (the first row of its
// first table, or the first figures a page marks with data-first-data, start above the fold), its filters fold behind
// one "Filters (n)" button that opens them, and a column marked as the key column is on screen.

const SCREEN = PHONE;
const PAGES: { path: string; filters?: boolean }[] = [
  { path: '/cricket/records', filters: true },
  { path: '/cricket/records?table=most-wickets&team=England', filters: true },
  { path: '/cricket/player/a-smith', filters: true },
  { path: '/cricket/matches', filters: true },
  { path: '/cricket/match/1000001' },
  { path: '/cricket/team/england' },
  { path: '/cricket/ground/lords' },
  { path: '/cricket/series/2020-21-the-ashes' },
  { path: '/cricket?view=table' },
  { path: '/pool/matches' },
  { path: '/pool/group/banff' },
  { path: '/pool/cup/hurricane-cup' },
];

test.describe('the first screen of a data page on a phone', () => {
  for (const { path, filters } of PAGES) {
    test(`${path} shows data`, async ({ page }) => {
      await page.setViewportSize(SCREEN);
      await page.goto(path);
      await waitForHydration(page);
      const firstRow = page.locator('main table tbody tr, main [data-first-data]').first();
      await expect(firstRow).toBeVisible();
      const box = (await firstRow.boundingBox())!;
      expect(box.y + (await page.evaluate(() => window.scrollY)), `first data row of ${path}`).toBeLessThan(SCREEN.height);
      const key = page.locator('main th[data-key-column]').first();
      if (await key.count()) {
        const k = (await key.boundingBox())!;
        expect(k.x + k.width, `key column of ${path}`).toBeLessThanOrEqual(SCREEN.width);
      }
      if (filters) {
        const toggle = page.getByTestId('filters-toggle').first();
        await expect(toggle).toHaveText(/^Filters \(\d+\)$/);
        const fold = page.getByTestId('filters-fold').first();
        await expect(fold).toBeHidden();
        await toggle.click();
        await expect(fold).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
    });
  }

  test('"Filters (n)" counts the filters set', async ({ page }) => {
    await page.setViewportSize(SCREEN);
    await page.goto('/cricket/records?table=most-wickets&team=England&from=2020');
    await waitForHydration(page);
    await expect(page.getByTestId('filters-toggle')).toHaveText('Filters (2)');
  });
});
