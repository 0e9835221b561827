import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

async function noSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [375, 1280]) {
  test.describe(`score model and hedge calculator at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('score model: from the odds, a price against it, then a pasted season (see workers/betting/score-model.test.ts)', async ({ page }) => {
      await page.goto('/betting/score-model');
      await waitForHydration(page);
      await expect(page.getByTestId('sm-rates')).toContainText('expected goals');
      await expect(page.getByTestId('sm-row-btts:yes')).toBeVisible();
      await expect(page.getByTestId('sm-grid')).toBeVisible();
      await noSideScroll(page);
      // 1X2 only: the model matches the fair chances exactly
      await page.getByTestId('sm-over').fill('');
      await page.getByTestId('sm-under').fill('');
      await expect(page.getByTestId('sm-odds-fit')).toContainText('The model matches them exactly.');
      await expect(page.getByTestId('sm-compare-rho')).toContainText('With ρ at 0 the two models are the same');
      await page.getByTestId('sm-selection').selectOption('ah:home:-3');
      await page.getByTestId('sm-price').fill('2.50');
      await expect(page.getByTestId('sm-ev')).not.toHaveText('\u2013');
      // a bad price is named beside its field
      await page.getByTestId('sm-home-odds').fill('0/1');
      await expect(page.getByTestId('sm-home-odds')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('sm-home-odds').fill('1.80');
      // from results: the example season, fitted, with a fixture chosen
      await page.getByTestId('sm-src-results').check();
      await page.getByTestId('sm-example').click();
      await expect(page.getByTestId('sm-fit-table')).toContainText('Ashby');
      await expect(page.getByTestId('sm-rates')).toContainText('Ashby');
      // Poisson and Dixon–Coles side by side: both fitted, ρ with its standard error, the difference per score
      await expect(page.getByTestId('sm-compare-rho')).toContainText(/Both fitted to the season by maximum likelihood: Poisson with ρ held at 0, Dixon–Coles with ρ −?\d\.\d{3} ± \d\.\d{3}/);
      await expect(page.getByTestId('sm-compare-row').first().locator('th')).toHaveText('0–0');
      await expect(page.getByTestId('sm-compare-row').last().locator('th')).toHaveText('Any other');
      await noSideScroll(page);
      await page.getByTestId('sm-season').fill('date,home,away,home_goals,away_goals\n2025-08-09,A,B,two,1');
      await expect(page.getByTestId('sm-season-error')).toContainText('Line 2');
    });

    test('hedge: the worked example levels both outcomes; a lock too large says the most that can be locked', async ({ page }) => {
      await page.goto('/betting/hedge-calculator');
      await waitForHydration(page);
      await expect(page.getByTestId('hedge-summary')).toContainText('Lay Arsenal at 1.50 for £40.54');
      await expect(page.getByTestId('hedge-row-1')).toContainText('+£19.73');
      await expect(page.getByTestId('hedge-row-2')).toContainText('+£19.73');
      await noSideScroll(page);
      await page.getByTestId('hedge-goal-lock').check();
      await page.getByTestId('hedge-lock').fill('25');
      await expect(page.getByTestId('hedge-lock-error')).toContainText('£19.73');
      await page.getByTestId('hedge-lock').fill('10');
      await expect(page.getByTestId('hedge-row-2')).toContainText('+£10.00');
    });
  });
}
