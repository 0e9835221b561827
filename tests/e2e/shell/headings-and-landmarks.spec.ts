import { expect, test } from '@playwright/test';
import { expectNoViolationsOf } from '../support/a11y';

// Lighthouse's accessibility audit counts these "moderate" axe rules: headings that skip a level, and two
// landmarks with the same role and name (a screen reader's landmark list cannot tell them apart).
// The league predictions page, the custom league with its fixtures and results opened and the article with several
// code blocks are checked for them at both widths by tests/e2e/a11y-sweep.spec.ts.
const RULES = ['heading-order', 'landmark-unique'];

test.describe('headings descend one level at a time and landmarks have unique names', () => {
  test('a career page', async ({ page }) => {
    await page.goto('/cricket/player/l-long');
    await expect(page.getByRole('region', { name: 'Career summary' }).getByRole('table')).toBeVisible();
    await expectNoViolationsOf(page, RULES);
  });
});
