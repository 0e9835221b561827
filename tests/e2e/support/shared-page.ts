import { test as base, type BrowserContext } from '@playwright/test';

/**
 * `test` for every public spec file: `page` is one tab per test worker (and per set of context options), kept from
 * test to test, and `keptContext` gives a spec a browser context of its own kept for the worker's life.
 *
 * Playwright's own page, even with its context reused, starts every test from about:blank, which makes Chromium
 * start the next page's document in a new renderer: about 0.4 s of CPU a test (30 tests that each open /about:
 * 29-31 CPU-s with Playwright's page, 17-19 CPU-s with this one; bench/README.md, "Test suite time",
 * and its git history). Between tests this page is reset to what a test may rely on: no other tab, no routes, no listeners,
 * no cookies, no local or session storage, the test's viewport, colour scheme and reduced motion. A tab that was
 * closed, or that crashed, is replaced. The HTTP cache is kept, as a visitor's browser keeps it (every asset is
 * immutable; pages revalidate). A test that adds an init script or installs a clock opens a context of its own.
 *
 * Every public spec uses this one `test`, and nothing but the one worker fixture below is worker-scoped: Playwright
 * starts a new worker process, with a browser of its own, for each set of worker fixtures, so a spec with a
 * worker fixture of its own cost a worker and a browser more (bench/README.md, "Test suite time").
 */
/** A kept context's tab: its first, or a new one when it has none (the last was closed, or crashed). */
export const keptTab = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

export const test = base.extend<
  { keptContext: (key: string, make: () => Promise<BrowserContext>) => Promise<BrowserContext> },
  { keptContexts: Map<string, BrowserContext> }
>({
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  /** The context kept under `key` for this worker, made by `make` at its first use. */
  keptContext: async ({ keptContexts }, run) => {
    await run(async (key, make) => {
      let context = keptContexts.get(key);
      if (!context) {
        context = await make();
        keptContexts.set(key, context);
      }
      return context;
    });
  },
  page: async (
    { keptContext, browser, baseURL, userAgent, hasTouch, isMobile, javaScriptEnabled, deviceScaleFactor, locale, viewport, colorScheme, reducedMotion },
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
    const context = await keptContext(`page ${JSON.stringify(options)}`, () => browser.newContext({ ...options, viewport }));
    const page = await keptTab(context);
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme, reducedMotion });
    await run(page);
    // Reset for the next test.
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
        .catch(() => page.close());
    }
  },
});
