import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

const BASE = '/sports-models/english-pool-monte-carlo-simulation';

test.describe('player model and league simulators', () => {
  test('the player model shows 5 random players and Generate New Players regenerates them', async ({ page }) => {
    await page.goto(`${BASE}/player-model?seed=5`);
    const table = page.getByTestId('players-table');
    await expect(table.locator('tbody tr')).toHaveCount(5, { timeout: 20_000 });
    await expect(page.getByTestId('panel-example')).toBeVisible();
    await expect(page.getByTestId('head-to-heads').locator('tbody tr')).toHaveCount(5, { timeout: 20_000 });
    const before = await table.innerText();
    await page.getByRole('button', { name: 'Generate New Players' }).click();
    await expect(page).not.toHaveURL(/seed=5$/);
    await expect.poll(() => table.innerText()).not.toBe(before);
  });

  test('league predictions: 5 players, 4 rounds per pairing, one table and a 100-league summary', async ({ page }) => {
    await page.goto(`${BASE}/league-predictions?seed=11`);
    await expect(page.getByTestId('players-table').locator('tbody tr')).toHaveCount(5, { timeout: 20_000 });
    // 5 players -> 10 pairings x 4 = 40 matches.
    await expect(page.getByTestId('fixture-list').getByTestId('fixture')).toHaveCount(40, { timeout: 20_000 });
    await expect(page.getByTestId('league-table').locator('tbody tr')).toHaveCount(5);
    await expect(page.getByTestId('league-summary').locator('tbody tr')).toHaveCount(5, { timeout: 30_000 });
    await expect(page.getByTestId('league-summary')).toContainText('100 simulated leagues');
    await expect(page.getByTestId('position-chart')).toBeVisible();
  });

  test('the custom league re-runs when its controls change', async ({ page }) => {
    await page.goto(`${BASE}/league-predictions/custom?seed=21`);
    await expect(page.getByLabel('Players', { exact: true })).toHaveValue('6');
    await expect(page.getByLabel('Rounds per pairing')).toHaveValue('2');
    await expect(page.getByLabel('Simulations')).toHaveValue('100');
    const summary = page.getByTestId('league-summary');
    await expect(summary.locator('tbody tr')).toHaveCount(6, { timeout: 30_000 });
    await page.getByLabel('Players', { exact: true }).selectOption('3');
    await expect(summary.locator('tbody tr')).toHaveCount(3, { timeout: 30_000 });
    const played = await summary.locator('tbody tr').first().locator('td').first().innerText();
    expect(Number(played)).toBe(4); // 2 opponents x 2 rounds
    await page.getByLabel('Rounds per pairing').selectOption('5');
    await expect(summary.locator('tbody tr').first().locator('td').first()).toHaveText('10.0', { timeout: 30_000 });
    await page.getByLabel('Simulations').selectOption('50');
    await expect(summary).toContainText('50 simulated leagues', { timeout: 30_000 });
    // A superseded run is cancelled: only the newest choice's result is ever shown.
    await page.getByLabel('Simulations').selectOption('750');
    await page.getByLabel('Simulations').selectOption('10');
    await expect(summary).toContainText('10 simulated leagues', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    await expect(summary).toContainText('10 simulated leagues');
  });
});

test.describe('schedule generator and golf', () => {
  test('the schedule generator uses 5 of teams A-G by default; the count and reshuffle change it', async ({ page }) => {
    await page.goto('/sports-models/league-schedule-generator?seed=3');
    await expect(page.getByTestId('teams').locator('li')).toHaveCount(7);
    // 5 teams: a bye makes 6 slots, 5 rounds of 2 matches.
    await expect(page.getByTestId('rounds').locator(':scope > li')).toHaveCount(5);
    await expect(page.getByTestId('linear-matches').locator('li')).toHaveCount(10);
    const before = await page.getByTestId('rounds').innerText();
    // Reshuffling only reorders matches inside rounds, so one new seed in ~32
    // gives the same text for 5 teams: reshuffle until it differs (at most 8 times).
    let after = before;
    for (let i = 0; i < 8 && after === before; i++) {
      const url = page.url();
      await page.getByRole('button', { name: 'Reshuffle' }).click();
      await expect(page).not.toHaveURL(url);
      await page.waitForTimeout(150);
      after = await page.getByTestId('rounds').innerText();
    }
    expect(after).not.toBe(before);
    await page.getByLabel('Number of teams').selectOption('4');
    await expect(page.getByTestId('linear-matches').locator('li')).toHaveCount(6);
  });

  test('the golf hub links to the round predictor, whose sliders change the table', async ({ page }) => {
    await page.goto('/sports-models/golf');
    await page.getByRole('link', { name: /Round score prediction/ }).click();
    await expect(page).toHaveURL(/\/sports-models\/golf\/round-prediction/);
    const table = page.getByTestId('golf-table');
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const total = async () => {
      const counts = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      return counts.reduce((s, c) => s + Number(c), 0);
    };
    expect(await total()).toBe(500);
    const before = await table.innerText();
    const avg = page.getByLabel('Average round');
    await avg.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('golf-average-value')).toHaveText('75');
    await expect.poll(() => table.innerText()).not.toBe(before);
    await page.getByLabel('Distribution (spread)').fill('0');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr td').first()).toHaveText('75');
    await expect(page.getByTestId('golf-histogram')).toBeVisible();
  });
});
