import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

const DASH = '\u2013';

async function noSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [375, 1280]) {
  test.describe(`betting calculators at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('converter, an arbitrage with commission and a lay with commission (see workers/betting/calculators.test.ts)', async ({ page }) => {
      // The converter: any format to every other; refusals say why beside the field.
      await page.goto('/betting/odds-converter');
      await waitForHydration(page);
      await noSideScroll(page);
      const input = page.getByTestId('converter-input');
      await input.fill('\u2212200');
      await expect(page.getByTestId('as-fractional')).toHaveText('1/2');
      await expect(page.getByTestId('as-decimal')).toHaveText('1.50');
      await expect(page.getByTestId('as-probability')).toHaveText('66.67 %');
      await input.fill('2.63');
      await expect(page.getByTestId('nearest-fraction')).toHaveText('13/8');
      await expect(page.getByTestId('as-american')).toHaveText('+163');
      await input.fill('+50');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('converter-input-error')).toContainText('+100 or more');
      await expect(page.getByTestId('as-decimal')).toHaveText(DASH);
      await input.fill('100/30');
      await expect(page.getByTestId('as-decimal')).toHaveText('4.33');
      await expect(page.getByTestId('as-american')).toHaveText('+333');
      // The display format is kept in the browser, across pages.
      await page.getByTestId('odds-format').selectOption('fractional');

      // Arbitrage: 2.10 or 2.20 at 5 % commission v 2.05 or 2.00, £100 → £48.93 + £51.07, at least £4.69.
      await page.goto('/betting/arbitrage-calculator');
      await waitForHydration(page);
      await noSideScroll(page);
      await expect(page.getByTestId('odds-format')).toHaveValue('fractional');
      await expect(page.getByTestId('arb-verdict')).toContainText('An arbitrage');
      await expect(page.getByTestId('arb-stake-1')).toHaveText('£48.93');
      await expect(page.getByTestId('arb-stake-2')).toHaveText('£51.07');
      await expect(page.getByTestId('arb-profit')).toHaveText('+£4.69');
      await expect(page.getByTestId('arb-table')).toContainText('6/5'); // 2.20 shown as a fraction
      // 10 % commission at the exchange: 1 + 1.2 × 0.9 = 2.08 < 2.10, the bookmaker's 2.10 is best; 1/2.1 + 1/2.05 < 1 still
      await page.getByTestId('arb-commission-1-2').fill('10');
      await expect(page.getByTestId('arb-book-1')).toHaveText('1');
      // 30 % at the exchange (1 + 1.2 × 0.7 = 1.84) and 1.80 at the bookmaker: 1/1.84 + 1/2.05 = 103.13 %
      await page.getByTestId('arb-commission-1-2').fill('30');
      await page.getByTestId('arb-price-1-1').fill('1.8');
      await expect(page.getByTestId('arb-booksum')).toHaveText('103.13 %');
      await expect(page.getByTestId('arb-verdict')).toContainText('There is no arbitrage');
      await expect(page.getByTestId('arb-profit')).toHaveText('none');
      await page.getByTestId('arb-commission-1-2').fill('60');
      await expect(page.getByTestId('arb-commission-1-2-error')).toBeVisible();
      await expect(page.getByTestId('arb-verdict')).toHaveText(DASH);
      await noSideScroll(page);

      // A lay: back £10 at 2/1, lay 3.1 at 2 %: lay £9.74, liability £20.45, −£0.45 either way.
      await page.goto('/betting/lay-bet-calculator');
      await waitForHydration(page);
      await noSideScroll(page);
      await expect(page.getByTestId('lay-stake-out')).toHaveText('£9.74');
      await expect(page.getByTestId('lay-liability')).toHaveText('£20.45');
      await expect(page.getByTestId('lay-if-wins')).toHaveText('−£0.45');
      await expect(page.getByTestId('lay-if-loses')).toHaveText('−£0.45');
      await page.getByTestId('lay-kind').selectOption('freeSnr');
      await page.getByTestId('lay-back').fill('4/1');
      await page.getByTestId('lay-odds').fill('5.2');
      await page.getByTestId('lay-commission').fill('5');
      await expect(page.getByTestId('lay-stake-out')).toHaveText('£7.77');
      await expect(page.getByTestId('lay-result')).toHaveText('+£7.37');
      await page.getByTestId('lay-odds').fill('1.00');
      await expect(page.getByTestId('lay-odds-error')).toContainText('above 1');
      await expect(page.getByTestId('lay-result')).toHaveText(DASH);
      // the notice on every page
      await expect(page.getByTestId('bet-responsibly')).toBeVisible();
    });
  });
}

test('bet ledger: adds, exports, clears and re-imports bets, and nothing of it leaves the page', async ({ page }) => {
  const EVENT = 'Zebracorn Rovers v Okapi Athletic';
  const SELECTION = 'Okapiwin';
  const sent: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    if ([EVENT, SELECTION, 'Zebracorn', 'Okapi'].some((t) => decodeURIComponent(r.url()).includes(t) || body.includes(t))) sent.push(r.url());
  });
  await page.goto('/betting/bet-ledger');
  await waitForHydration(page);
  await expect(page.getByTestId('ledger-empty')).toBeVisible();
  await noSideScroll(page);

  // the date starts at today (a date picker); an empty form shows every problem at once
  const d = new Date();
  await expect(page.getByTestId('ledger-date')).toHaveValue(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
  await page.getByTestId('ledger-add').click();
  for (const f of ['event', 'selection', 'odds', 'stake']) await expect(page.getByTestId(`ledger-${f}-error`)).not.toBeEmpty();
  await expect(page.getByTestId('ledger-date-error')).toHaveCount(0);

  // a bad entry names its field and stores nothing
  await page.getByTestId('ledger-date').fill('2026-11-20');
  await page.getByTestId('ledger-event').fill(EVENT);
  await page.getByTestId('ledger-selection').fill(SELECTION);
  await page.getByTestId('ledger-odds').fill('+50');
  await page.getByTestId('ledger-stake').fill('10');
  await page.getByTestId('ledger-add').click();
  await expect(page.getByTestId('ledger-odds-error')).toContainText('+100 or more');
  // 2/1 against a close of 2.5 / 1.6 (see workers/betting/ledger.test.ts): CLV +17.07 % by Multiplicative
  await page.getByTestId('ledger-odds').fill('2/1');
  await page.getByTestId('ledger-closing').fill('2.5 1.6');
  await page.getByTestId('ledger-result').selectOption('lost');
  await page.getByTestId('ledger-add').click();
  await expect(page.getByTestId('ledger-table')).toContainText(EVENT);
  // 2.20 against 2.00 / 2.00: +10 %
  await page.getByTestId('ledger-event').fill('Second match');
  await page.getByTestId('ledger-selection').fill('Draw');
  await page.getByTestId('ledger-odds').fill('2.20');
  await page.getByTestId('ledger-stake').fill('10');
  await page.getByTestId('ledger-closing').fill('2.00 2.00');
  await page.getByTestId('ledger-result').selectOption('won');
  await page.getByTestId('ledger-add').click();
  await expect(page.getByTestId('ledger-count')).toHaveText('2');
  await page.getByTestId('ledger-method').selectOption('multiplicative');
  // mean of +17.0732 % and +10 % = +13.54 %
  await expect(page.getByTestId('ledger-clv')).toHaveText('+13.54 %');
  await expect(page.getByTestId('ledger-realised')).toHaveText('+£2.00');

  // export, clear, re-import the same file: the same ledger
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ledger-export').click()]);
  const file = await download.path();
  await page.getByTestId('ledger-clear').click();
  await page.getByTestId('ledger-clear-confirm').click();
  await expect(page.getByTestId('ledger-empty')).toBeVisible();
  await expect(page.getByTestId('ledger-count')).toHaveText('0');
  await page.getByTestId('ledger-import').setInputFiles(file!);
  await expect(page.getByTestId('ledger-import-note')).toContainText('2 bets added.');
  await expect(page.getByTestId('ledger-count')).toHaveText('2');
  await expect(page.getByTestId('ledger-clv')).toHaveText('+13.54 %');
  // kept across a reload (IndexedDB), and never sent anywhere
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('ledger-table')).toContainText(EVENT);
  expect(sent).toEqual([]);
  await page.getByTestId('ledger-clear').click();
  await page.getByTestId('ledger-clear-confirm').click();
  await expect(page.getByTestId('ledger-empty')).toBeVisible();
});
