import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

// At 375 px no page is ever wider than the screen, on the server's HTML or at any moment while it
// loads. The layout sweep (a11y-sweep.spec.ts) measures a page once it is ready; a chart that starts at a guessed
// width (600 px) makes the page scroll sideways until it is measured, which a check after load never sees. Here the
// chart-heavy pages are measured on the server's HTML alone (JavaScript off) and then on every frame from the
// first one (an init script samples document.documentElement.scrollWidth in requestAnimationFrame) through
// hydration until the charts are drawn; the widest frame must fit.

const PHONE = { width: 375, height: 800 };
const SIM = '/sports-models/english-pool-monte-carlo-simulation';

/** The <svg> of a chart by its data-testid (on the svg itself or on its box). */
const chart = (testId: string) => `svg[data-testid="${testId}"], [data-testid="${testId}"] svg`;

/**
 * Path, and the charts whose <svg> shows the page has drawn them: the chart-heavy pages the issue names (career,
 * Stage 3, predictions, golf) and every page with a chart that used to start at a guessed width (the simulated
 * league's position chart, the Kelly growth chart, the convergence demo, the D3 demo, the tangent figure).
 */
const PAGES: { name: string; path: string; charts: string[] }[] = [
  { name: 'cricket career', path: '/cricket/player/a-smith', charts: ['score-range-chart', 'dismissal-chart', 'survival-chart'].map(chart) },
  { name: 'pool simulator, Stage 3', path: `${SIM}/foul-impact?seed=12345`, charts: ['accuracy-chart', 'game-length-chart'].map(chart) },
  { name: 'league predictions', path: '/pool/predictions/banff', charts: ['diff-histogram', 'calibration-chart', 'rating-chart'].map(chart) },
  { name: 'simulated league predictions', path: `${SIM}/league-predictions?seed=11`, charts: [chart('position-chart')] },
  { name: 'golf round prediction', path: '/sports-models/golf/round-prediction', charts: [chart('golf-histogram')] },
  // The bankroll lab's chart draws only after a run (a click); it uses the same hook.
  { name: 'Kelly article', path: '/betting/kelly-criterion-bankroll-management', charts: ['[data-testid="kelly-calculator"] svg[role="img"]'] },
  { name: 'Monte Carlo article', path: '/sports-models/monte-carlo-simulation-sports-prediction', charts: ['[data-testid="convergence-demo"] svg[role="img"]'] },
  { name: 'D3 demo', path: '/data-visualisation/dynamic-d3-components', charts: [chart('scatter-chart'), chart('gauge-chart')] },
  { name: 'intersecting lines', path: '/intersecting-lines', charts: [chart('tangent-figure')] },
];

/** Samples the page width on every animation frame from the document's start; the widest is window.__widest. */
function sampleWidthEveryFrame() {
  const w = window as unknown as { __widest: number; __frames: number };
  w.__widest = 0;
  w.__frames = 0;
  const sample = () => {
    const el = document.documentElement;
    if (el) w.__widest = Math.max(w.__widest, el.scrollWidth);
    w.__frames++;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  document.addEventListener('DOMContentLoaded', () => {
    w.__widest = Math.max(w.__widest, document.documentElement.scrollWidth);
  });
}

const widest = (page: Page) => page.evaluate(() => (window as unknown as { __widest: number }).__widest);
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);

// Two browser contexts per worker, each page in a tab of its own: one with JavaScript off, one whose tabs sample the
// width from their first frame. A context per test cost about half a second of the browser's CPU each.
const it = test.extend<{ noScript: BrowserContext; sampled: BrowserContext }>({
  noScript: async ({ browser, keptContext }, run) => {
    await run(await keptContext('no script', () => browser.newContext({ viewport: PHONE, javaScriptEnabled: false })));
  },
  sampled: async ({ browser, keptContext }, run) => {
    const context = await keptContext('width sampled', async () => {
      const made = await browser.newContext({ viewport: PHONE });
      await made.addInitScript(sampleWidthEveryFrame);
      return made;
    });
    await run(context);
  },
});

for (const { name, path, charts } of PAGES) {
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

    it('from the first frame through hydration until the charts are drawn, never wider than 375 px', async ({ sampled }) => {
      const page = await sampled.newPage();
      try {
        await page.goto(path, { waitUntil: 'commit' });
        await waitForHydration(page);
        for (const selector of charts) {
          const svg = page.locator(selector).first();
          await svg.scrollIntoViewIfNeeded({ timeout: 45_000 });
          await expect(svg).toBeVisible({ timeout: 45_000 });
        }
        // A few more frames after the last chart appeared, so the frame it was drawn in is sampled.
        const seen = await frames(page);
        await expect.poll(() => frames(page)).toBeGreaterThan(seen + 3);
        expect(await widest(page), 'the widest frame while loading').toBeLessThanOrEqual(PHONE.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } finally {
        await page.close();
      }
    });
  });
}
