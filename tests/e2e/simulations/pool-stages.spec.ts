import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';

const BASE = '/sports-models/english-pool-monte-carlo-simulation';

async function waitForBatch(page: Page) {
  await expect(page.getByTestId('overall-wins')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('game-summary')).toBeVisible();
}

async function winsText(page: Page) {
  return (await page.getByTestId('overall-wins').innerText()).trim();
}

test.describe('pool simulation stages', () => {
  test('Stage 1 shows a single game and an 850-game batch with real numbers, and keeps its seed', async ({ page }) => {
    await page.goto(`${BASE}/shot-accuracy`);
    await expect(page).toHaveURL(/\?seed=\d+/);
    await expect(page.locator('blockquote')).toBeVisible();
    await waitForBatch(page);
    await expect(page.getByRole('heading', { name: 'Simulate A Single Game' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Batch Simulate 850 Games' })).toBeVisible();
    await expect(page.getByTestId('game-score')).toHaveText(/^(10-[0-7]|[0-7]-10)$/);
    await expect(page.getByText('Player 1 shot first.')).toBeVisible();
    const p1 = Number((await page.getByTestId('wins-player1').innerText()).split(' ')[0]);
    const p2 = Number((await page.getByTestId('wins-player2').innerText()).split(' ')[0]);
    expect(p1 + p2).toBe(850);
    await expect(page.getByTestId('accuracy-chart').locator('.chart-bar').first()).toBeVisible();
    await expect(page.getByTestId('top-streaks').locator('tbody tr')).toHaveCount(9);
    await expect(page.getByTestId('median-length')).toHaveText(/^\d+(\.5)?$/);
  });

  test('the same ?seed= gives the same single-game report twice', async ({ page }) => {
    await page.goto(`${BASE}/foul-impact?seed=12345`);
    await waitForBatch(page);
    const first = await page.getByTestId('shot-report').innerText();
    const wins = await winsText(page);
    await page.goto(`${BASE}/foul-impact?seed=12345`);
    await waitForBatch(page);
    expect(await page.getByTestId('shot-report').innerText()).toBe(first);
    expect(await winsText(page)).toBe(wins);
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page).not.toHaveURL(/seed=12345/);
  });

  test('the carousel pages the first 50 games two at a time and disables its buttons at the ends', async ({ page }) => {
    await page.goto(`${BASE}/shot-accuracy?seed=7`);
    await waitForBatch(page);
    const carousel = page.getByTestId('carousel');
    const prev = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(carousel.getByTestId('carousel-slide')).toHaveCount(2);
    await next.click();
    await expect(carousel.getByTestId('carousel-position')).toHaveText('Games 3-4 of 50');
    await carousel.getByRole('button', { name: 'Jump to game 46' }).click();
    await expect(carousel.getByTestId('carousel-position')).toHaveText('Games 46-47 of 50');
    await next.click();
    await expect(carousel.getByTestId('carousel-position')).toHaveText('Games 48-49 of 50');
    await next.click();
    await expect(carousel.getByTestId('carousel-position')).toHaveText('Games 49-50 of 50');
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
  });

  test('Stage 2: Update Attributes re-runs and changes the results; Revert restores the draft', async ({ page }) => {
    await page.goto(`${BASE}/break-efficiency?seed=99`);
    await waitForBatch(page);
    await expect(page.getByTestId('shot-report').locator('[data-break="true"]')).toHaveCount(1);
    await expect(page.getByTestId('break-conversion')).toBeVisible();
    const panel = page.getByTestId('panel-player1');
    await expect(panel.getByText(/foul/i)).toHaveCount(0);
    const before = await winsText(page);

    // Revert: edit, change, revert -> the draft goes back to the saved value.
    await panel.getByRole('button', { name: 'Edit Player 1' }).click();
    const make = panel.getByLabel('Make chance', { exact: true });
    await expect(make).toHaveValue('0.5');
    await make.selectOption('0.2');
    await panel.getByRole('button', { name: 'Revert' }).click();
    await expect(make).toHaveValue('0.5');

    // Accordions open and close; Randomise fills the draft from the option lists.
    const breakGroup = panel.getByRole('button', { name: 'Break', exact: true });
    await expect(breakGroup).toHaveAttribute('aria-expanded', 'true');
    await breakGroup.click();
    await expect(breakGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByLabel('Break make chance')).toHaveCount(0);
    await breakGroup.click();
    await panel.getByRole('button', { name: 'Randomise' }).click();
    await expect(panel.getByLabel('Split benefit')).toHaveValue(/^(0\.05|0\.1|0\.25|0\.5|0\.6)$/);
    await panel.getByRole('button', { name: 'Revert' }).click();
    await expect(panel.getByLabel('Split benefit')).toHaveValue('0.05');

    // Update Attributes: saves and re-runs.
    await make.selectOption('0.7');
    await panel.getByRole('button', { name: 'Update Attributes' }).click();
    await expect(panel.getByTestId('attr-player1-regular-make')).toHaveText('70 %');
    await expect.poll(() => winsText(page), { timeout: 20_000 }).not.toBe(before);
    const p1 = Number((await page.getByTestId('wins-player1').innerText()).split(' ')[0]);
    expect(p1).toBeGreaterThan(425);
  });

  test('Stage 3: odds and the game-length filter changing the median', async ({ page }) => {
    await page.goto(`${BASE}/foul-impact?seed=2024`);
    await waitForBatch(page);
    await expect(page.getByTestId('odds-table')).toBeVisible();
    await expect(page.getByTestId('true-odds-player1')).toHaveText(/^\d+\.\d\d$/);
    await expect(page.getByTestId('exact-odds-player1')).toHaveText(/^\d+\.\d\d$/);
    await expect(page.getByTestId('over-under')).toBeVisible();
    const medians: string[] = [];
    for (const name of ['All', 'Player 1 Broke', 'Player 2 Broke']) {
      await page.getByText(name, { exact: true }).click();
      medians.push(await page.getByTestId('median-length').innerText());
    }
    expect(new Set(medians).size).toBeGreaterThan(1);
  });
});
