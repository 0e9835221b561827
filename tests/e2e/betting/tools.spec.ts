import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

const DASH = '\u2013';
const WIDTHS = [375, 1280];

async function noSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of WIDTHS) {
  test.describe(`betting tools at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('fair odds: eight methods, the link reproduces the market, invalid odds show a dash', async ({ page }) => {
      await page.goto('/betting/fair-odds-calculator?odds=1.02,21,101');
      await waitForHydration(page);
      await noSideScroll(page);
      for (const name of ['Multiplicative', 'Additive', 'Power', 'Shin', 'Odds ratio', 'Weights proportional to the odds', 'Balanced book', 'Jensen–Shannon']) {
        await expect(page.getByTestId('fair-odds-table').getByRole('rowheader', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByLabel('Odds for outcome 3')).toHaveValue('101');
      // booksum 1/1.02 + 1/21 + 1/101 = 103.79 %; Additive fails for the long shot
      await expect(page.getByTestId('booksum')).toHaveText('103.79 %');
      await expect(page.getByTestId('method-additive')).toContainText('Fails');
      // wpo's fair probabilities are Additive's: it fails with it
      await expect(page.getByTestId('method-wpo')).toContainText('Fails');
      await expect(page.getByTestId('disagreement')).toContainText('differ by up to');

      await page.getByLabel('Odds for outcome 1').fill('-2');
      await expect(page.getByLabel('Odds for outcome 1')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('booksum')).toHaveText(DASH);
      await expect(page.getByTestId('margin')).toHaveText(DASH);
      await expect(page.getByTestId('method-shin')).not.toContainText('%');
      await page.getByLabel('Odds for outcome 1').fill('');
      await expect(page.getByTestId('booksum')).toHaveText(DASH);

      // 1/1.2 + 1/21 + 1/101 + 1/9 = 100.196 %, shown 100.20 %: a four-outcome market every method can solve
      await page.getByLabel('Odds for outcome 1').fill('1.2');
      await page.getByRole('button', { name: 'Add an outcome' }).click();
      await page.getByLabel('Odds for outcome 4').fill('9');
      await expect(page.getByTestId('booksum')).toHaveText('100.20 %');
      await expect(page.getByTestId('fair-odds-table')).not.toContainText('Fails');
      const shown = (await page.getByTestId('fair-odds-table').textContent())!;
      // a fresh visit to the same link shows the same table
      const url = page.url();
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByLabel('Odds for outcome 4')).toHaveValue('9');
      await expect(page.getByTestId('fair-odds-table')).toHaveText(shown);
    });

    test('bet returns: an each-way double with a dead heat and Rule 4, reproduced from its link', async ({ page }) => {
      // 4/1 won; 9/4 dead heat for 1st of 2 with a 10p Rule 4; £1 each way: £7.56 + £3.01 (see the unit test)
      await page.goto('/betting/bet-returns-calculator?type=doubles&ew=1&sel=4%2F1~w_9%2F4~d~1~2~4~3~10');
      await waitForHydration(page);
      await noSideScroll(page);
      await expect(page.getByTestId('total-return')).toHaveText('£10.57');
      await expect(page.getByTestId('total-stake')).toHaveText('£2.00');
      await expect(page.getByTestId('bet-lines').locator('tbody tr')).toHaveCount(2);

      await page.getByTestId('odds-1').fill('4/0');
      await expect(page.getByTestId('odds-1')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('total-return')).toHaveText(DASH);
      await expect(page.getByTestId('bet-lines').locator('tbody')).not.toContainText('£');
      await page.getByTestId('odds-1').fill('5.0');
      await expect(page.getByTestId('total-return')).toHaveText('£10.57');

      await page.getByTestId('bet-type').selectOption('yankee');
      await expect(page.getByTestId('total-lines')).toHaveText('22');
      const total = await page.getByTestId('total-return').innerText();
      await page.goto(page.url());
      await waitForHydration(page);
      await expect(page.getByTestId('total-lines')).toHaveText('22');
      await expect(page.getByTestId('total-return')).toHaveText(total);
    });

    test('bankroll lab: a seeded link runs in the workers and shows the same figures again', async ({ page }) => {
      test.setTimeout(90_000);
      // Kelly fractions beside a fixed 2 % stake, 2 % exchange commission
      const path = '/betting/kelly-criterion-bankroll-management?lab_seed=7&lab_n=1000&lab_bets=300&lab_fixed=2&lab_c=2';
      await page.goto(path);
      await waitForHydration(page);
      const lab = page.getByTestId('bankroll-lab');
      await expect(lab.getByTestId('lab-table')).toBeVisible({ timeout: 60_000 });
      await noSideScroll(page);
      await expect(lab.getByTestId('lab-table').locator('tbody tr')).toHaveCount(4);
      await expect(lab.getByTestId('lab-table')).toContainText('Fixed 2 %');
      // two strategies on the same paths
      await lab.getByTestId('lab-h2h-b').selectOption({ label: 'Fixed 2 %' });
      await expect(lab.getByTestId('lab-h2h-text')).toContainText('end with more under Full Kelly');
      const first = (await lab.getByTestId('lab-table').textContent())!;
      await page.goto(path);
      await waitForHydration(page);
      await expect(lab.getByTestId('lab-table')).toBeVisible({ timeout: 60_000 });
      await expect(lab.getByTestId('lab-table')).toHaveText(first);

      await lab.getByTestId('lab-odds').fill('-2');
      await expect(lab.getByTestId('lab-odds')).toHaveAttribute('aria-invalid', 'true');
      await expect(lab.getByTestId('lab-kelly')).toHaveText(DASH);
      await expect(lab.getByTestId('lab-table')).toHaveCount(0);
    });
  });
}

test('odds calculator: an impossible entry shows dashes beside it, never the old numbers', async ({ page }) => {
  await page.goto('/betting/how-to-maximise-sports-betting-accumulators');
  await waitForHydration(page);
  const calc = page.getByTestId('odds-calculator');
  await calc.getByTestId('first-odds').fill('-2');
  await expect(calc.getByTestId('first-odds')).toHaveAttribute('aria-invalid', 'true');
  for (const id of ['first-percent', 'second-odds', 'second-percent']) {
    await expect(calc.getByTestId(id)).toHaveValue('');
    await expect(calc.getByTestId(id)).toHaveAttribute('placeholder', DASH);
  }
  await calc.getByTestId('first-odds').fill('');
  await calc.getByTestId('first-odds').blur();
  await expect(calc.getByTestId('first-percent')).toHaveValue('');
  await calc.getByTestId('first-odds').fill('2.5');
  await expect(calc.getByTestId('first-percent')).toHaveValue('40');
  await expect(calc.getByTestId('second-odds')).toHaveValue('2.7');
});

test('golf at-or-under: -5, 200 and 70.5 are marked invalid and show a dash', async ({ page }) => {
  await page.goto('/sports-models/golf/round-prediction?seed=5');
  await waitForHydration(page);
  const target = page.getByTestId('golf-target');
  await expect(page.getByTestId('golf-at-or-under-share')).toContainText('%', { timeout: 20_000 });
  for (const bad of ['-5', '200', '70.5']) {
    await target.fill(bad);
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('golf-at-or-under-share')).toHaveText(DASH);
    await expect(page.getByTestId('golf-at-or-under-model')).toHaveText(DASH);
  }
  await target.fill('72');
  await expect(target).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByTestId('golf-at-or-under-share')).toContainText('%');
});
