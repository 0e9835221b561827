import { test as base, type Page } from '@playwright/test';

/**
 * `test` whose `page` is one tab per test worker (and per set of context options), kept from test to test, for
 * specs that add no init script and install no clock on it (those stay on Playwright's page).
 *
 * Playwright's own page, even with its context reused, starts every test from about:blank, which makes Chromium
 * start the next page's document in a new renderer: about 0.4 s of CPU a test (30 tests that each open /about:
 * 29-31 CPU-s with Playwright's page, 17-19 CPU-s with this one; bench/README.md, "Test suite time, seventh
 * session"). Between tests this page is reset to what a test may rely on: no other tab, no routes, no listeners,
 * no cookies, no local or session storage, the test's viewport, colour scheme and reduced motion. A tab that was
 * closed, or that crashed, is replaced. The HTTP cache is kept, as a visitor's browser keeps it (every asset is
 * immutable; pages revalidate).
 */
export const test = base.extend<object, { sharedPages: Map<string, Page> }>({
  sharedPages: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { sharedPages, browser, baseURL, userAgent, hasTouch, isMobile, javaScriptEnabled, deviceScaleFactor, locale, viewport, colorScheme, reducedMotion },
    run,
  ) => {
    const options = { baseURL, userAgent, hasTouch, isMobile, javaScriptEnabled, deviceScaleFactor, locale };
    // E2E_FRESH_CONTEXTS=1: a new context for every test instead, to rule out a leak between tests.
    if (process.env.E2E_FRESH_CONTEXTS) {
      const context = await browser.newContext({ ...options, viewport, colorScheme, reducedMotion });
      await run(await context.newPage());
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let page = sharedPages.get(key);
    if (!page || page.isClosed()) {
      page = await (await browser.newContext({ ...options, viewport })).newPage();
      sharedPages.set(key, page);
    }
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme, reducedMotion });
    await run(page);
    // Reset for the next test.
    const context = page.context();
    for (const other of context.pages()) if (other !== page) await other.close();
    if (page.isClosed()) return;
    // Listeners a test added (console errors and requests it collects).
    for (const event of ['console', 'pageerror', 'request', 'response', 'requestfailed', 'dialog'] as const) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    if (/^https?:/.test(page.url())) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        // A crashed tab or a page that never loaded: replaced at the next test.
        .catch(() => page!.close());
    }
  },
});
