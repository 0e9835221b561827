import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

test.describe('odds calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/betting/how-to-maximise-sports-betting-accumulators');
  });

  test('starts at 1.7 and 1.9 with the second percentage read-only', async ({ page }) => {
    const calc = page.getByTestId('odds-calculator');
    await expect(calc.getByTestId('first-odds')).toHaveValue('1.7');
    await expect(calc.getByTestId('first-percent')).toHaveValue('58.82');
    await expect(calc.getByTestId('second-odds')).toHaveValue('1.9');
    await expect(calc.getByTestId('second-percent')).toHaveValue('52.63');
    await expect(calc.getByTestId('second-percent')).toBeDisabled();
    for (const id of ['first-odds', 'second-odds']) {
      await expect(calc.getByTestId(id)).toHaveAttribute('step', '0.1');
      await expect(calc.getByTestId(id)).toHaveAttribute('min', '1');
    }
    await expect(calc.getByTestId('first-percent')).toHaveAttribute('step', '1');
    await expect(calc.getByTestId('first-percent')).toHaveAttribute('min', '1');
    await expect(calc.getByTestId('first-percent')).toHaveAttribute('max', '100');
  });

  test("editing the first odds sets its percentage and the second provider's odds", async ({ page }) => {
    const calc = page.getByTestId('odds-calculator');
    await calc.getByTestId('first-odds').fill('2.5');
    await expect(calc.getByTestId('first-percent')).toHaveValue('40');
    await expect(calc.getByTestId('second-odds')).toHaveValue('2.7');
    await expect(calc.getByTestId('second-percent')).toHaveValue('37.04');
    await calc.getByTestId('first-odds').fill('1.7');
    await expect(calc.getByTestId('second-odds')).toHaveValue('1.9');
  });

  test('editing the first percentage sets the first odds', async ({ page }) => {
    const calc = page.getByTestId('odds-calculator');
    await calc.getByTestId('first-percent').fill('25');
    await expect(calc.getByTestId('first-odds')).toHaveValue('4');
    await expect(calc.getByTestId('second-odds')).toHaveValue('4.2');
    await expect(calc.getByTestId('second-percent')).toHaveValue('23.81');
    await calc.getByTestId('first-percent').fill('30');
    await expect(calc.getByTestId('first-odds')).toHaveValue('3.33');
    await calc.getByTestId('first-percent').blur();
    await expect(calc.getByTestId('first-percent')).toHaveValue('30.03');
  });

  test("editing the second odds sets the first provider's odds to 0.2 less", async ({ page }) => {
    const calc = page.getByTestId('odds-calculator');
    await calc.getByTestId('second-odds').fill('3');
    await expect(calc.getByTestId('first-odds')).toHaveValue('2.8');
    await expect(calc.getByTestId('first-percent')).toHaveValue('35.71');
    await expect(calc.getByTestId('second-percent')).toHaveValue('33.33');
    await calc.getByTestId('second-odds').fill('2.1');
    await expect(calc.getByTestId('first-odds')).toHaveValue('1.9');
  });
});

test.describe('Kelly calculator', () => {
  test('a negative edge shows "no bet"; a positive edge shows the stake', async ({ page }) => {
    await page.goto('/betting/kelly-criterion-bankroll-management');
    const calc = page.getByTestId('kelly-calculator');
    await calc.getByLabel('Decimal odds').fill('1.8');
    await calc.getByLabel('Your win probability (%)').fill('50');
    const result = calc.getByTestId('kelly-result');
    await expect(result).toContainText('No bet');
    await expect(result).toContainText('−12.50 %');
    await expect(calc.getByRole('img')).toHaveCount(0);

    await calc.getByLabel('Decimal odds').fill('2.2');
    await calc.getByLabel('Bankroll (£)').fill('1000');
    await calc.getByRole('group', { name: 'Fraction of Kelly to stake' }).getByText('Full Kelly').click();
    await expect(calc.getByRole('radio', { name: 'Full Kelly' })).toBeChecked();
    await expect(result).not.toContainText('No bet');
    await expect(result).toContainText('8.33 %');
    await expect(result).toContainText('£83.33');
    await calc.getByRole('group', { name: 'Fraction of Kelly to stake' }).getByText('Quarter Kelly').click();
    await expect(result).toContainText('£20.83');
    await expect(calc.getByRole('img')).toBeVisible();
  });

  test('bad input gets a clear message', async ({ page }) => {
    await page.goto('/betting/kelly-criterion-bankroll-management');
    const calc = page.getByTestId('kelly-calculator');
    await calc.getByLabel('Decimal odds').fill('1');
    await expect(calc.getByTestId('kelly-result')).toContainText('Decimal odds must be greater than 1.');
  });
});
