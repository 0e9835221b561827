import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';
import { PHONE, expectDataOnFirstScreen } from '../support/phone-tables';

// Phone first: on the suite's phone (375 × 812) every data page shows data on its first screen (the first row of its
// first table, or the first figures a page marks with data-first-data, start above the fold), its filters fold behind
// one "Filters (n)" button that opens them, and a column marked as the key column is on screen
// (support/phone-tables.ts, expectDataOnFirstScreen). The layout sweep (a11y-sweep.spec.ts, `firstScreen`) checks it
// on the data pages it opens anyway: the records book, a career, the match list, a scorecard, a team, a ground, a
// series, the pool's matches, a group and a cup. Here the states of a page the sweep does not open.

const SCREEN = PHONE;
const PAGES: { path: string; filters?: boolean }[] = [
  { path: '/cricket/records?table=most-wickets&team=England', filters: true },
  { path: '/cricket?view=table' },
];

test.describe('the first screen of a data page on a phone', () => {
  for (const { path, filters } of PAGES) {
    test(`${path} shows data`, async ({ page }) => {
      await page.setViewportSize(SCREEN);
      await page.goto(path);
      await waitForHydration(page);
      await expectDataOnFirstScreen(page, path, { filters });
    });
  }

  test('"Filters (n)" counts the filters set', async ({ page }) => {
    await page.setViewportSize(SCREEN);
    await page.goto('/cricket/records?table=most-wickets&team=England&from=2020');
    await waitForHydration(page);
    await expect(page.getByTestId('filters-toggle')).toHaveText('Filters (2)');
  });
});
