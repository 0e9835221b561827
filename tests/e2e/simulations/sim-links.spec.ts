import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';

const BASE = '/sports-models/english-pool-monte-carlo-simulation';

/** Until the game and every section of the batch show the newest results (none still computing or switching in). */
async function waitForBatch(page: Page) {
  await expect(page.getByTestId('overall-wins')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('game-summary').first()).toBeVisible();
  await expect(page.getByTestId('single-game')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(page.getByTestId('batch')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

/** What a visitor sees of a stage page's results (and the attribute panels). */
async function stageSnapshot(page: Page) {
  return {
    panels: await page.getByTestId('panel-player1').innerText() + (await page.getByTestId('panel-player2').innerText()),
    game: await page.getByTestId('single-game').innerText(),
    shots: await page.getByTestId('shot-report').innerText(),
    wins: await page.getByTestId('overall-wins').innerText(),
    odds: await page.getByTestId('odds-table').innerText(),
    streaks: await page.getByTestId('top-streaks').innerText(),
  };
}

test.describe('links carry every input', () => {
  test('a link with edited attributes and a seed reproduces the Stage 3 page exactly', async ({ page, context }) => {
    await page.goto(`${BASE}/foul-impact?seed=4242`);
    await waitForBatch(page);
    const defaults = await stageSnapshot(page);
    for (const [player, make, foul] of [['player1', '0.7', '0.05'], ['player2', '0.3', '0.01']] as const) {
      const panel = page.getByTestId(`panel-${player}`);
      await panel.getByRole('button', { name: /^Edit / }).click();
      await panel.getByLabel('Make chance', { exact: true }).selectOption(make);
      await panel.getByLabel('Foul chance', { exact: true }).selectOption(foul);
      await panel.getByRole('button', { name: 'Update Attributes' }).click();
    }
    await expect(page).toHaveURL(/seed=4242&p1=70-5-[\d-]+&p2=30-1-[\d-]+$/);
    await expect.poll(async () => (await page.getByTestId('overall-wins').innerText()) !== defaults.wins, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    await waitForBatch(page);
    const edited = await stageSnapshot(page);
    expect(edited.panels).toContain('70 %');

    const link = page.url();
    const other = await context.newPage();
    await other.goto(link);
    await waitForBatch(other);
    await expect(other.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    expect(await stageSnapshot(other)).toEqual(edited);

    // Reset to defaults: back to the default results, and out of the link
    await other.getByRole('button', { name: 'Reset Player 1 to defaults' }).click();
    await other.getByRole('button', { name: 'Reset Player 2 to defaults' }).click();
    await expect(other).toHaveURL(/seed=4242$/);
    await expect.poll(() => other.getByTestId('overall-wins').innerText(), { timeout: 20_000 }).toBe(defaults.wins);
  });

  test('invalid values in a link fall back to the defaults with no error', async ({ page }) => {
    await page.goto(`${BASE}/break-efficiency?seed=77`);
    await waitForBatch(page);
    const plain = await page.getByTestId('overall-wins').innerText();
    await page.goto(`${BASE}/break-efficiency?seed=77&p1=999-1-2&p2=abc`);
    await waitForBatch(page);
    expect(await page.getByTestId('overall-wins').innerText()).toBe(plain);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`${BASE}/league-predictions/custom?seed=21&players=11&rounds=0&sims=5`);
    await expect(page.getByLabel('Players', { exact: true })).toHaveValue('6');
    await expect(page.getByLabel('Rounds per pairing')).toHaveValue('2');
    await expect(page.getByLabel('Simulations')).toHaveValue('100');
  });

  test('league settings, golf sliders and the team count come back from the link', async ({ page }) => {
    await page.goto(`${BASE}/league-predictions/custom?seed=21&players=4&rounds=3&sims=50`);
    await expect(page.getByLabel('Players', { exact: true })).toHaveValue('4');
    await expect(page.getByLabel('Rounds per pairing')).toHaveValue('3');
    await expect(page.getByLabel('Simulations')).toHaveValue('50');
    await expect(page.getByTestId('league-summary').locator('tbody tr')).toHaveCount(4, { timeout: 30_000 });
    await page.getByLabel('Simulations').selectOption('10');
    await expect(page).toHaveURL(/seed=21&players=4&rounds=3&sims=10$/);

    await page.goto('/sports-models/league-schedule-generator?seed=3&teams=7');
    await expect(page.getByLabel('Number of teams')).toHaveValue('7');
    await expect(page.getByTestId('linear-matches').locator('li')).toHaveCount(21);

    await page.goto('/sports-models/golf/round-prediction?seed=9&avg=69.5&spread=3&score=68');
    await expect(page.getByTestId('golf-average-value')).toHaveText('69.5');
    await expect(page.getByTestId('golf-spread-value')).toHaveText('3 %');
    await expect(page.getByTestId('golf-target')).toHaveValue('68');
    await expect(page.getByTestId('golf-table').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  });

  test('New code adds a history entry: Back returns to the previous code', async ({ page }) => {
    await page.goto(`${BASE}/shot-accuracy?seed=31`);
    await waitForBatch(page);
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page).not.toHaveURL(/seed=31$/);
    await page.goBack();
    await expect(page).toHaveURL(/seed=31$/);
    await expect(page.getByTestId('seed-value')).toHaveText('31');
  });
});

test.describe('navigation', () => {
  test('the glossary opened directly returns to the introduction; opened from a stage it goes back there', async ({ page }) => {
    await page.goto(`${BASE}/glossary`);
    await page.getByRole('button', { name: 'Return to page' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${BASE}/break-efficiency?seed=5`);
    await page.getByRole('link', { name: 'glossary' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/glossary$`));
    await page.getByRole('button', { name: 'Return to page' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/break-efficiency\\?seed=5$`));
  });

  test('each stage ends with previous and next links', async ({ page }) => {
    await page.goto(`${BASE}/shot-accuracy?seed=5`);
    const nav = page.getByTestId('stage-nav');
    await expect(nav.getByRole('link', { name: /Introduction/ })).toHaveAttribute('href', BASE);
    await nav.getByRole('link', { name: /Stage 2: break efficiency/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/break-efficiency`));
    await page.getByTestId('stage-nav').getByRole('link', { name: /Stage 3: foul impact/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/foul-impact`));
    await expect(page.getByTestId('stage-nav').getByRole('link', { name: /Player model/ })).toBeVisible();
  });

  test('the mobile menu closes on a tap outside it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${BASE}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(200, 700);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('golf', () => {
  test('spread 0 draws one bar, and the at-or-under chance reads from the rounds', async ({ page }) => {
    await page.goto('/sports-models/golf/round-prediction?seed=3&avg=71&spread=0');
    const table = page.getByTestId('golf-table');
    await expect(table.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
    const bars = page.getByTestId('golf-histogram').locator('.chart-bar');
    await expect(bars).toHaveCount(1);
    const box = await bars.first().boundingBox();
    expect(box!.width).toBeGreaterThan(5);
    expect(box!.height).toBeGreaterThan(50);

    const target = page.getByTestId('golf-target');
    await target.fill('71');
    await expect(page.getByTestId('golf-at-or-under-share')).toHaveText('100.0 %');
    await target.fill('69');
    await expect(page.getByTestId('golf-at-or-under-share')).toHaveText('0.0 %');
    await expect(page).toHaveURL(/spread=0&score=69$/);
  });
});

test.describe('downloads and the position chances', () => {
  test('the batch CSV has one row per game that agrees with the page', async ({ page }) => {
    await page.goto(`${BASE}/foul-impact?seed=2024`);
    await waitForBatch(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('batch-csv').click()]);
    expect(download.suggestedFilename()).toBe('pool-stage-3-batch-seed-2024.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'game,breaker,winner,player1_score,player2_score,shots,player1_shots,player1_made,player1_top_streak,player1_fouls,player2_shots,player2_made,player2_top_streak,player2_fouls',
    );
    expect(lines).toHaveLength(851);
    const rows = lines.slice(1).map((l) => l.split(','));
    const p1Wins = rows.filter((r) => r[2] === 'Player 1').length;
    expect(await page.getByTestId('wins-player1').innerText()).toMatch(new RegExp(`^${p1Wins}\\b`));
    // game 1 is the first carousel game
    const slide = page.getByTestId('carousel-slide').first();
    await expect(slide).toContainText(`${rows[0][3]}-${rows[0][4]}`);
    await expect(slide).toContainText(`${rows[0][5]} shots`);
  });

  test('a carousel game opens its full shot-by-shot report', async ({ page }) => {
    await page.goto(`${BASE}/break-efficiency?seed=99`);
    await waitForBatch(page);
    const carousel = page.getByTestId('carousel');
    await carousel.getByRole('button', { name: 'Jump to game 46' }).click();
    await carousel.getByRole('button', { name: 'Shot-by-shot report of game 47' }).click();
    const report = carousel.getByTestId('carousel-report');
    await expect(report).toContainText('Game 47: shot by shot');
    const slide = carousel.getByTestId('carousel-slide').nth(1);
    const shots = Number((await slide.innerText()).match(/(\d+) shots/)![1]);
    await expect(report.getByTestId('shot-report').locator('tbody tr')).toHaveCount(shots);
    await expect(report.getByTestId('shot-report').locator('[data-break="true"]')).toHaveCount(1);
  });

  test('the league summary CSV and every position chance, reachable by keyboard', async ({ page }) => {
    await page.goto(`${BASE}/league-predictions/custom?seed=21&players=4&sims=50`);
    await expect(page.getByTestId('league-summary').locator('tbody tr')).toHaveCount(4, { timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('league-csv').click()]);
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('player,average_played,average_wins,average_points,average_score_difference,1st_percent,2nd_percent,3rd_percent,4th_percent');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);

    // keyboard: Tab reaches a segment, the arrows walk through every player's positions
    const chart = page.getByTestId('position-chart');
    await chart.getByRole('button', { name: 'Show as table' }).focus();
    await page.keyboard.press('Tab');
    const tooltip = chart.getByTestId('position-tooltip');
    await expect(tooltip).toHaveText(/^Player 1 finishes \d\w\w in [\d.]+ % of leagues$/);
    const seen = new Set<string>();
    for (let row = 0; row < 4; row++) {
      for (let i = 0; i < 4; i++) {
        seen.add(await tooltip.innerText());
        await page.keyboard.press('ArrowRight');
      }
      seen.add(await tooltip.innerText());
      await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    }
    const players = new Set([...seen].map((t) => t.match(/Player (\d)/)![1]));
    expect(players).toEqual(new Set(['1', '2', '3', '4']));

    // the table lists every chance, and matches the CSV
    await chart.getByRole('button', { name: 'Show as table' }).click();
    const table = chart.getByTestId('position-table');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(4);
    const csvSecond = Number(lines[1].split(',')[6]).toFixed(1);
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(csvSecond);
  });
});
