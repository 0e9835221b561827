import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

test.describe('dynamic D3 demo', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/data-visualisation/dynamic-d3-components');
  });

  test('draws 150 points and a four-group gauge', async ({ page }) => {
    await expect(page.getByTestId('scatter-chart').locator('circle')).toHaveCount(150);
    await expect(page.getByTestId('gauge-chart').locator('g.ring')).toHaveCount(4);
    for (const [name, v] of [['green', '90 %'], ['blue', '70 %'], ['purple', '65 %'], ['red', '81 %']])
      await expect(page.getByTestId(`gauge-value-${name}`)).toHaveText(v);
  });

  test('the height toggles between 300 and 400', async ({ page }) => {
    const scatter = page.getByTestId('scatter-chart');
    await expect(scatter).toHaveAttribute('data-height', '300');
    await page.getByTestId('height-toggle').click();
    await expect(scatter).toHaveAttribute('data-height', '400');
    await expect(page.getByTestId('gauge-chart')).toHaveAttribute('data-height', '400');
    await expect.poll(() => scatter.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(400, 0);
    await page.getByTestId('height-toggle').click();
    await expect(scatter).toHaveAttribute('data-height', '300');
  });

  test('the breakpoint slider recolours the points', async ({ page }) => {
    const slider = page.getByLabel(/Colour breakpoint/);
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    const colours = () =>
      page.getByTestId('scatter-chart').locator('circle').evaluateAll((els) => els.map((e) => e.getAttribute('data-colour')));
    const before = await colours();
    await slider.fill('0');
    await expect(page.getByTestId('breakpoint-value')).toHaveText('0');
    await expect(page.getByTestId('scatter-chart')).toHaveAttribute('data-breakpoint', '0');
    const after = await colours();
    expect(after).not.toEqual(before);
    // with the breakpoint at 0, no point is redder than the middle colour: every point sits between yellow and green
    expect(after.every((c) => c !== 'rgb(220, 38, 38)')).toBe(true);
  });

  test('selecting a slot then a swatch replaces that colour and deselects the slot', async ({ page }) => {
    const slot = page.getByTestId('colour-slot-0');
    await expect(slot).toHaveAttribute('data-colour', '#dc2626');
    await expect(page.getByTestId('colour-slot-1')).toHaveAttribute('data-colour', '#facc15');
    await expect(page.getByTestId('colour-slot-2')).toHaveAttribute('data-colour', '#16a34a');
    await expect(page.getByRole('group', { name: 'Palette' }).getByRole('button')).toHaveCount(7);
    await expect(page.getByTestId('swatch-blue')).toBeDisabled();
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('swatch-blue').click();
    await expect(slot).toHaveAttribute('data-colour', '#2563eb');
    await expect(slot).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('colour-slot-1')).toHaveAttribute('data-colour', '#facc15');
    // the lowest point now takes the new Low colour (blue-ish, red gone)
    const fills = await page.getByTestId('scatter-chart').locator('circle').evaluateAll((els) => els.map((e) => e.getAttribute('data-colour')));
    expect(fills).not.toContain('rgb(220, 38, 38)');
  });

  test('Randomise Values draws new gauge values', async ({ page }) => {
    const green = page.getByTestId('gauge-value-green');
    await expect(green).toHaveText('90 %');
    const values = () => page.getByTestId('gauge-legend').innerText();
    const first = await values();
    await page.getByRole('button', { name: 'Randomise Values' }).click();
    await expect.poll(values).not.toBe(first);
    const second = await values();
    await page.getByRole('button', { name: 'Randomise Values' }).click();
    await expect.poll(values).not.toBe(second);
    const rings = await page.getByTestId('gauge-chart').locator('g.ring').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
    expect(rings.every((v) => v >= 0.05 && v <= 1)).toBe(true);
  });

  test('resizes with its container', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scatter = page.getByTestId('scatter-chart');
    const width = () => scatter.evaluate((el) => Number(el.getAttribute('width')));
    // d3 draws the chart once the page has hydrated (the first HTML carries the page without it).
    await expect.poll(width).toBeGreaterThan(375);
    const wide = await width();
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(width).toBeLessThan(wide);
    const narrow = await width();
    expect(narrow).toBeLessThanOrEqual(375);
  });
});

test.describe('sports-models demos', () => {
  test('the ranking example re-ranks when a result is edited', async ({ page }) => {
    await page.goto('/sports-models/sports-ranking-methods-colley-massey-elo');
    const demo = page.getByTestId('ranking-demo');
    const top = (m: string) => demo.getByTestId(`rank-${m}`).locator('li').first();
    await expect(top('colley')).toHaveAttribute('data-team', 'Lions');
    await expect(top('colley')).toContainText('64.29');
    await expect(top('massey')).toHaveAttribute('data-team', 'Tigers');
    await expect(top('elo')).toHaveAttribute('data-team', 'Lions');
    // game 1 was Lions 3-1 Tigers; make it a 0-5 Tigers win
    await demo.getByLabel('Game 1 Lions score').fill('0');
    await demo.getByLabel('Game 1 Tigers score').fill('5');
    await expect(top('colley')).toHaveAttribute('data-team', 'Tigers');
    await expect(top('colley')).toContainText('71.43');
    await expect(top('elo')).toHaveAttribute('data-team', 'Tigers');
    await demo.getByRole('button', { name: 'Reset results' }).click();
    await expect(top('colley')).toHaveAttribute('data-team', 'Lions');
  });

  test('the Monte Carlo demo runs in a worker and lands near the exact value', async ({ page }) => {
    await page.goto('/sports-models/monte-carlo-simulation-sports-prediction');
    const demo = page.getByTestId('convergence-demo');
    await expect(demo.getByTestId('convergence-exact')).toHaveText('60.83 %');
    const estimate = demo.getByTestId('convergence-estimate');
    await expect(estimate).toHaveText(/\d+\.\d\d %/);
    const first = await estimate.innerText();
    // 10,000 series: 4 standard errors is about 2 points
    expect(Math.abs(parseFloat(first) - 60.83)).toBeLessThan(2);
    await demo.getByLabel('Replay code').fill('2');
    await demo.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => estimate.innerText()).not.toBe(first);
    await demo.getByLabel('Replay code').fill('1');
    await demo.getByRole('button', { name: 'Run simulation' }).click();
    await expect(estimate).toHaveText(first);
  });
});
