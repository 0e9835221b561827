import { expect, test } from '@playwright/test';
import { expectNoViolationsOf } from '../support/a11y';
import { waitForHydration } from '../support/hydration';

// Lighthouse's accessibility audit counts these "moderate" axe rules: headings that skip a level, and two
// landmarks with the same role and name (a screen reader's landmark list cannot tell them apart).
const RULES = ['heading-order', 'landmark-unique'];
const SIM = '/sports-models/english-pool-monte-carlo-simulation';

test.describe('headings descend one level at a time and landmarks have unique names', () => {
  test('league predictions: the fixtures and results rounds', async ({ page }) => {
    await page.goto(`${SIM}/league-predictions`);
    await expect(page.getByTestId('fixture-list')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('result-list')).toBeVisible({ timeout: 20_000 });
    await expectNoViolationsOf(page, RULES);
  });

  test('custom league with its fixtures and results opened', async ({ page }) => {
    await page.goto(`${SIM}/league-predictions/custom`);
    await waitForHydration(page);
    for (const name of ['Fixtures', 'Results of the simulated league']) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    await expect(page.getByTestId('fixture-list')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('result-list')).toBeVisible({ timeout: 20_000 });
    await expectNoViolationsOf(page, RULES);
  });

  test('a career page and an article with several code blocks', async ({ page }) => {
    await page.goto('/cricket/player/l-long');
    await expect(page.getByRole('region', { name: 'Career summary' }).getByRole('table')).toBeVisible();
    await expectNoViolationsOf(page, RULES);
    await page.goto('/analytics/designing-analytics-schemas');
    await expect(page.getByRole('region', { name: /^Code example \(SQL\): CREATE TABLE dim_player/ })).toBeVisible();
    expect(await page.getByRole('region', { name: /^Code example/ }).count()).toBeGreaterThan(1);
    await expectNoViolationsOf(page, RULES);
  });
});
