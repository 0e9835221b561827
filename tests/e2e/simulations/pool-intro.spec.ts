import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

const BASE = '/sports-models/english-pool-monte-carlo-simulation';

test.describe('pool simulation introduction and glossary', () => {
  test('the introduction links to the latest stage, the three stages, the player model and the league', async ({ page }) => {
    await page.goto(BASE);
    await expect(page.getByRole('heading', { level: 1, name: 'English pool Monte Carlo simulation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is a Monte Carlo simulation?' })).toBeVisible();
    await expect(page).toHaveTitle(/English pool Monte Carlo simulation/);
    const stages = page.getByRole('list', { name: 'Simulation stages' }).getByRole('link');
    await expect(stages).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'View Player Model' })).toHaveAttribute('href', `${BASE}/player-model`);
    await expect(page.getByRole('link', { name: 'Simulate League Predictions' })).toHaveAttribute('href', `${BASE}/league-predictions`);
    await page.getByRole('link', { name: /Stage 3: Foul Impact/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/foul-impact`));
    await expect(page.getByRole('heading', { level: 1, name: 'Stage 3: foul impact' })).toBeVisible();
  });

  test('the glossary explains scoring and Return to page goes back one step', async ({ page }) => {
    await page.goto(`${BASE}/shot-accuracy`);
    await page.getByRole('link', { name: 'glossary' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/glossary$`));
    await expect(page.getByRole('heading', { level: 1, name: /how frame scoring works/ })).toBeVisible();
    await page.getByRole('button', { name: 'Return to page' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/shot-accuracy`));
  });
});
