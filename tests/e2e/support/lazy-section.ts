import { expect, type Page } from '@playwright/test';

/**
 * Scrolls a LazySection into view until it has rendered its content. Scrolled to before the page has hydrated
 * (nothing observes it yet), or pushed away by sections above it that render first, it would otherwise stay a
 * placeholder: scroll again until it reports `data-loaded="true"`.
 */
export async function revealLazySection(page: Page, testId: string) {
  const section = page.getByTestId(testId);
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-loaded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
