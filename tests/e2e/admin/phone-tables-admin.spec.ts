import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { PHONE, expectColumnVisibleAtFirstSight, expectNoClippedTables } from '../support/phone-tables';
import { signIn } from './admin-helpers';

// Issue 16 on the admin dashboard (/admin): latest matches, audit log, rankings and rating preview at 375 px.
test.use({ viewport: PHONE, reducedMotion: 'reduce', hasTouch: true });

test('admin at 375 px: every table reachable, score and delete button on screen, rankings show Rating', async ({ page }) => {
  await signIn(page);
  const latest = page.getByTestId('latest-matches');
  await expect(latest.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('audit-log')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoClippedTables(page);

  // Latest matches are cards on a phone: the score and the delete button of each are inside the screen.
  const row = latest.locator('tbody tr').first();
  for (const cell of [row.locator('[data-column="score"]'), row.getByRole('button', { name: /^Delete match/ })]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expect(row.locator('[data-column="score"]')).toHaveText(/^\d+ - \d+$/);

  const rankings = page.getByRole('region', { name: /Current rankings/ }).locator('table');
  await expectColumnVisibleAtFirstSight(rankings, 'rating');
  await expectNoSeriousA11yViolations(page);
});
