import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { expectNoSeriousA11yViolations, expectNoViolationsOf } from '../support/a11y';

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

// The checks above and the sweep's pass only mean something if the helpers fail on a page that breaks the rules.
test.describe('the axe checks fail where they should', () => {
  test('a skipped heading level, a repeated landmark name, low contrast and an image without text all fail', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><title>t</title><body><main>
      <h1>Title</h1><h3>Skipped a level</h3>
      <nav aria-label="Pages">a</nav><nav aria-label="Pages">b</nav>
      <p style="color:#bbb;background:#fff">Too pale to read</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      </main></body></html>`);
    const failure = (check: Promise<void>) => check.then(() => '', (e: Error) => e.message);
    const moderate = await failure(expectNoViolationsOf(page, RULES));
    expect(moderate).toContain('heading-order');
    expect(moderate).toContain('landmark-unique');
    const serious = await failure(expectNoSeriousA11yViolations(page));
    expect(serious).toContain('serious color-contrast');
    expect(serious).toContain('critical image-alt');
    // Excluding the pale paragraph and the image leaves nothing serious.
    expect(await failure(expectNoSeriousA11yViolations(page, ['p', 'img']))).toBe('');
  });
});
