import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { scorecardBaseURL } from '../../../playwright.config';
import { waitForHydration } from '../support/hydration';
import { revealLazySection } from '../support/lazy-section';

// A keyboard walk of every chart with a readout (src/components/charts/chart-tooltip.tsx, the one readout): focus the
// chart, the arrow keys move the point and the readout (a tooltip, and the same text in a live region for screen
// readers) follows, Home and End jump to the ends, Escape closes it. Hover and tap use the same points.

/** The readout beside a chart: its tooltip and its screen-reader text. */
function readout(chart: Locator) {
  const box = chart.locator('xpath=..');
  return { tip: box.getByRole('tooltip'), live: box.locator('[aria-live="polite"]') };
}

async function keyboardWalk(page: Page, chart: Locator, first: RegExp) {
  const { tip, live } = readout(chart);
  // The tooltip's lines, one a line.
  const lines = async () => ((await tip.count()) ? (await tip.locator(':scope > div').allInnerTexts()).join('\n') : '');
  await chart.focus();
  await expect(tip).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(tip).toBeVisible();
  await expect.poll(lines).toMatch(first);
  const start = await lines();
  // The live region says what the tooltip shows, in one line.
  await expect(live).toHaveText(start.split('\n').join('. '));
  await page.keyboard.press('ArrowRight');
  await expect.poll(lines).not.toBe(start);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(lines).toBe(start);
  await page.keyboard.press('End');
  await expect.poll(lines).not.toBe(start);
  const end = await lines();
  await page.keyboard.press('Home');
  await expect.poll(lines).toBe(start);
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(live).toHaveText('');
  return { start, end };
}

test.describe('charts read out by keyboard', () => {
  test.describe('on a scorecard', () => {
    test.use({ baseURL: scorecardBaseURL });

    test('the win-probability chart, the worm and the runs per over, and "Play it out from here" from a ball', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/cricket/match/1000101');
      await waitForHydration(page);

      await revealLazySection(page, 'charts-1-lazy');
      const manhattan = page.getByTestId('manhattan-1').locator('svg[data-chart="manhattan"]');
      const m = await keyboardWalk(page, manhattan, /^Over 1/);
      expect(m.end).toMatch(/^Over 12/);

      await revealLazySection(page, 'worm-lazy');
      const worm = page.locator('svg[data-chart="worm"]');
      const w = await keyboardWalk(page, worm, /India 1st inns, start/);
      expect(w.end).toMatch(/New Zealand 3rd inns, after over 9\n34\/10/);

      await revealLazySection(page, 'wp-lazy');
      const wp = page.locator('svg[data-chart="win-probability"]');
      const picked = page.getByTestId('wp-picked-ball');
      await expect(picked).toContainText('Tap the chart');
      const walk = await keyboardWalk(page, wp, /^Before the first ball\nIndia \d+(\.\d)? %\nDraw/);
      expect(walk.end).toMatch(/^3rd innings, after ball 8\.5/);
      // The ball last read out stays picked below the chart (Escape closed the tooltip only) and can be played out.
      await expect(picked).toContainText('Before the first ball:');
      await wp.focus();
      for (let i = 0; i < 21; i++) await page.keyboard.press('ArrowRight');
      await expect(picked).toContainText('1st innings, after ball');
      await picked.getByRole('button', { name: 'Play it out from here' }).click();
      await expect(page).toHaveURL(/po_ball=20(&|$)/);
      await expect(page).toHaveURL(/po_seed=\d+/);
      await expect(page.getByTestId('po-from')).toContainText(/1st innings, after ball/);
      await expect(page.getByTestId('po-table')).toContainText('10,000 playouts', { timeout: 30_000 });

      // A turning point links to its ball on the chart.
      const turning = page.getByTestId('wp-turning-link').first();
      const ballText = (await turning.innerText()).replace(/^(\w+ innings), ball /, '$1, after ball ');
      await turning.click();
      await expect(picked).toContainText(`${ballText}:`);
      // The 358-option list is gone.
      await expect(page.getByTestId('po-ball')).toHaveCount(0);
    });
  });

  test('a pool player’s rating history and the forecast’s title chances', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pool/player/1');
    await waitForHydration(page);
    const rating = page.locator('svg[data-chart="rating-history"]').first();
    await rating.scrollIntoViewIfNeeded();
    await keyboardWalk(page, rating, /^Game #\d+\n.+: \d+\.\d\d/);

    await page.goto('/pool/forecast/banff');
    await waitForHydration(page);
    await revealLazySection(page, 'forecast-history-section');
    const forecast = page.getByTestId('forecast-history').locator('svg[data-chart="rating-history"]');
    await keyboardWalk(page, forecast, /\n.+: \d/);
  });

  test('the bankroll lab’s chart', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/betting/kelly-criterion-bankroll-management?lab_seed=7&lab_n=1000&lab_bets=300&lab_fixed=2&lab_c=2');
    await waitForHydration(page);
    const chart = page.getByTestId('bankroll-lab').locator('svg[data-chart="bankroll"]');
    await expect(chart).toBeVisible({ timeout: 60_000 });
    const walk = await keyboardWalk(page, chart, /^After 0 bets\n.+: 1\.00× \(1\.00× to 1\.00×\)/);
    expect(walk.end).toMatch(/^After 300 bets/);
  });
});
