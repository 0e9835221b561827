import { expect, type BrowserContext } from '@playwright/test';
import { test } from '../support/shared-page';

// At 375 px no page is ever wider than the screen, on the server's HTML or at any moment while it loads. Here the
// chart-heavy pages are measured on the server's HTML alone (JavaScript off). The same pages are opened with their
// script in the layout sweep (a11y-sweep.spec.ts, their `drawnCharts`), which samples the page width on every frame
// from the first one through hydration until the charts are drawn (the widest frame must fit), and measures the
// page once it is ready.

const PHONE = { width: 375, height: 800 };
const SIM = '/sports-models/english-pool-monte-carlo-simulation';

/**
 * The chart-heavy pages the issue names (career, Stage 3, predictions, golf) and every page with a chart that used to
 * start at a guessed width (the simulated league's position chart, the Kelly growth chart, the convergence demo, the
 * D3 demo, the tangent figure).
 */
const PAGES: { name: string; path: string }[] = [
  { name: 'cricket career', path: '/cricket/player/a-smith' },
  { name: 'pool simulator, Stage 3', path: `${SIM}/foul-impact?seed=12345` },
  { name: 'league predictions', path: '/pool/predictions/banff' },
  { name: 'simulated league predictions', path: `${SIM}/league-predictions?seed=11` },
  { name: 'golf round prediction', path: '/sports-models/golf/round-prediction' },
  { name: 'Kelly article', path: '/betting/kelly-criterion-bankroll-management' },
  { name: 'Monte Carlo article', path: '/sports-models/monte-carlo-simulation-sports-prediction' },
  { name: 'D3 demo', path: '/data-visualisation/dynamic-d3-components' },
  { name: 'intersecting lines', path: '/intersecting-lines' },
];

// One browser context with JavaScript off per worker, each page in a tab of its own (a context per test cost about
// half a second of the browser's CPU each).
const it = test.extend<{ noScript: BrowserContext }>({
  noScript: async ({ browser, keptContext }, run) => {
    await run(await keptContext('no script', () => browser.newContext({ viewport: PHONE, javaScriptEnabled: false })));
  },
});

for (const { name, path } of PAGES) {
  it.describe(name, () => {
    it('the server HTML alone (no JavaScript) is no wider than 375 px', async ({ noScript }) => {
      const page = await noScript.newPage();
      try {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page.locator('main')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } finally {
        await page.close();
      }
    });
  });
}
