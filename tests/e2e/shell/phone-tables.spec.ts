import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { PHONE, expectColumnVisibleAtFirstSight, expectNoClippedTables, expectTopInView } from '../support/phone-tables';

// Issue 16: tables on a phone. Every public page with a table (cricket pages are covered by the cricket specs,
// the admin dashboard by tests/e2e/admin/phone-tables-admin.spec.ts):
const SIM = '/sports-models/english-pool-monte-carlo-simulation';
interface PageWithTables {
  path: string | ((page: Page) => Promise<string>);
  /** A table (data-testid) or text that shows the page has rendered its tables. */
  ready: string;
  /** Standings tables (data-testid) and the column each is ranked by. */
  ranked?: { testId: string; column: string; within?: string }[];
}

async function aPlayerPath(page: Page) {
  await page.goto('/pool/group/banff');
  return (await page.getByTestId('standings-table').getByRole('link').first().getAttribute('href'))!;
}

const PAGES: PageWithTables[] = [
  { path: '/pool/matches', ready: 'matches-table' },
  { path: '/pool/group/banff', ready: 'matches-table', ranked: [{ testId: 'standings-table', column: 'rating' }] },
  { path: '/pool/group/banff/ratings-explanation', ready: 'explained-ratings', ranked: [{ testId: 'explained-ratings', column: 'rating' }] },
  { path: aPlayerPath, ready: 'head-to-head', ranked: [{ testId: 'standings-table', column: 'rating', within: 'player-group-banff' }] },
  { path: '/pool/predictions/banff', ready: 'session-table' },
  { path: `${SIM}/shot-accuracy?seed=7`, ready: 'top-streaks' },
  { path: `${SIM}/break-efficiency?seed=99`, ready: 'break-conversion' },
  { path: `${SIM}/foul-impact?seed=12345`, ready: 'over-under' },
  { path: `${SIM}/player-model?seed=5`, ready: 'head-to-heads' },
  { path: `${SIM}/league-predictions?seed=11`, ready: 'league-summary', ranked: [{ testId: 'league-table', column: 'points' }] },
  { path: `${SIM}/league-predictions/custom?seed=21`, ready: 'players-table' },
  { path: '/sports-models/golf/round-prediction', ready: 'golf-table' },
  { path: '/sports-models/league-schedule-generator?seed=3', ready: 'rounds' },
  { path: '/sports-models/sports-ranking-methods-colley-massey-elo', ready: 'results-table' },
  { path: '/sports-models/monte-carlo-simulation-sports-prediction', ready: 'article' },
  { path: '/betting/kelly-criterion-bankroll-management', ready: 'article' },
  { path: '/betting/understand-sports-betting', ready: 'article' },
  { path: '/betting/how-to-maximise-sports-betting-accumulators', ready: 'article' },
  { path: '/analytics/designing-analytics-schemas', ready: 'article' },
  { path: '/intersecting-lines', ready: 'tangent-table' },
];

test.use({ viewport: PHONE, reducedMotion: 'reduce', hasTouch: true });

for (const entry of PAGES) {
  const name = typeof entry.path === 'string' ? entry.path : 'a player page';
  test(`${name} at 375 px: tables reachable, ranked-by column in view, no serious axe violation`, async ({ page }) => {
    const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
    await page.goto(path);
    if (entry.ready === 'article') await expect(page.locator('article').first()).toBeVisible();
    else await expect(page.getByTestId(entry.ready).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expectNoClippedTables(page);
    for (const r of entry.ranked ?? []) {
      const scope = r.within ? page.getByTestId(r.within) : page;
      const table = scope.getByTestId(r.testId).first();
      await expect(table).toBeVisible();
      await expectColumnVisibleAtFirstSight(table, r.column);
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('paging and sorting at 375 px', () => {
  for (const [name, path, table] of [
    ['matches page', '/pool/matches', 'matches-table'],
    ['group page', '/pool/group/banff', 'matches-table'],
    ['player page', null, 'matches-table'],
    ['predictions page', '/pool/predictions/banff', 'replay-table'],
  ] as const) {
    test(`${name}: after Next the table's top is in view`, async ({ page }) => {
      await page.goto(path ?? (await aPlayerPath(page)));
      const t = page.getByTestId(table);
      await expect(t).toBeVisible({ timeout: 30_000 });
      const nav = page.getByTestId('pager').first();
      await nav.scrollIntoViewIfNeeded();
      const first = await t.locator('tbody tr').first().innerText();
      await nav.getByRole('button', { name: 'Next' }).click();
      await expect(nav).toContainText('Page 2 of');
      await expect(t.locator('tbody tr').first()).not.toHaveText(first);
      await expectTopInView(page, t);
      // And back again.
      await nav.scrollIntoViewIfNeeded();
      await nav.getByRole('button', { name: 'Previous' }).click();
      await expect(nav).toContainText('Page 1 of');
      await expectTopInView(page, t);
    });
  }

  test('sorting a column twice (click, then Enter) reverses it', async ({ page }) => {
    await page.goto(await aPlayerPath(page));
    const t = page.getByTestId('head-to-head');
    await expect(t.locator('tbody tr').first()).toBeVisible();
    const header = t.locator('thead th[data-column="matches"]');
    const values = async () => (await t.locator('tbody td[data-column="matches"]').allInnerTexts()).map(Number);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const first = await values();
    expect(first).toEqual([...first].sort((a, b) => b - a));
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await values()).toEqual([...first].reverse());

    // Text columns too: opponents A to Z, then Z to A.
    const opp = t.locator('thead th[data-column="opponent"]');
    const names = async () => t.locator('tbody th[data-column="opponent"]').allInnerTexts();
    await opp.getByRole('button').click();
    await expect(opp).toHaveAttribute('aria-sort', 'ascending');
    const az = await names();
    await opp.getByRole('button').click();
    await expect(opp).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual([...az].reverse());
  });

  test('the scroll region of a wide table is reachable by keyboard and scrolls with the arrow keys', async ({ page }) => {
    await page.goto('/pool/group/banff');
    const region = page.getByRole('region', { name: /Banff current standings/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    // The Player column stays in view while the rest scrolls.
    const player = page.getByTestId('standings-table').locator('thead th[data-column="player"]');
    const box = (await player.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('charts at 375 px', () => {
  // Every chart text (axis ticks, titles, labels) is at least 11 px on screen, whether the SVG is drawn in real
  // pixels or scaled from a viewBox; the Kelly chart has its y-axis title.
  for (const [path, chart] of [
    [`${SIM}/shot-accuracy?seed=7`, 'game-length-chart'],
    ['/pool/predictions/banff', 'calibration-chart'],
    ['/sports-models/golf/round-prediction', 'golf-histogram'],
    ['/betting/kelly-criterion-bankroll-management', 'kelly-y-title'],
    ['/sports-models/monte-carlo-simulation-sports-prediction', 'convergence-exact'],
    ['/intersecting-lines', 'tangent-figure'],
  ] as const) {
    test(`${path}: no chart text below 11 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(chart).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const sizes = await page.evaluate(() =>
        Array.from(document.querySelectorAll<SVGTextElement>('main svg text'))
          .filter((t) => t.getBBox().width > 0 && t.textContent?.trim())
          .map((t) => {
            const m = t.getScreenCTM()!;
            const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
            return { text: t.textContent!.trim(), size: Math.round(size * 10) / 10 };
          }),
      );
      expect(sizes.length).toBeGreaterThan(2);
      const small = sizes.filter((t) => t.size < 11);
      expect(small, JSON.stringify(small.slice(0, 5))).toEqual([]);
    });
  }

  test('chart tooltips open on a tap', async ({ page }) => {
    await page.goto(`${SIM}/shot-accuracy?seed=7`);
    const chart = page.getByTestId('game-length-chart');
    await expect(chart.locator('.chart-bar').first()).toBeVisible({ timeout: 30_000 });
    await chart.scrollIntoViewIfNeeded();
    const bars = chart.locator('.chart-bar');
    const bar = bars.nth(Math.floor((await bars.count()) / 2));
    const box = (await bar.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 2);
    await expect(chart.locator('.chart-tooltip')).toContainText(/\d+ shots/);
    await expect(chart.locator('.chart-tooltip')).toBeVisible();
  });

  test('the Kelly chart has a y-axis title and round ticks on the game-length chart', async ({ page }) => {
    await page.goto('/betting/kelly-criterion-bankroll-management');
    await expect(page.getByTestId('kelly-y-title')).toHaveText('Expected log growth per bet');
    await page.goto(`${SIM}/shot-accuracy?seed=7`);
    const chart = page.getByTestId('game-length-chart');
    await expect(chart.locator('.chart-bar').first()).toBeVisible({ timeout: 30_000 });
    for (const axis of ['.chart-x-tick', '.chart-y-tick']) {
      const ticks = (await chart.locator(axis).allTextContents()).map(Number);
      expect(ticks.length).toBeGreaterThan(1);
      const step = ticks[1] - ticks[0];
      // Evenly spaced at a 1, 2 or 5 x 10^k step, every tick a multiple of it.
      ticks.forEach((t, i) => expect(t).toBe(ticks[0] + i * step));
      expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
      ticks.forEach((t) => expect(t % step).toBe(0));
    }
  });
});
