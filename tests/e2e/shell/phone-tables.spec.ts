import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { PHONE, expectTopInView } from '../support/phone-tables';

// Tables and charts on a phone. Every page's layout at 375 px (no clipped table, no sideways scroll, the
// ranked-by column in view, chart text of at least 11 px) and its axe check are in tests/e2e/a11y-sweep.spec.ts;
// here what a visitor does with the tables and charts.
const SIM = '/sports-models/english-pool-monte-carlo-simulation';
/** The page of Banff's top player (from the standings the group page shows). */
async function aPlayerPath(page: Page) {
  const standings = (await (await page.request.get('/api/pool/group/banff/standings')).json()) as { data: { player_id: number }[] };
  return `/pool/player/${standings.data[0].player_id}`;
}

test.use({ viewport: PHONE, reducedMotion: 'reduce', hasTouch: true });

test('at 375 px every match on /pool/matches shows both players and its date without scrolling sideways', async ({ page }) => {
  await page.goto('/pool/matches');
  const rows = page.getByTestId('matches-table').getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
  const boxes = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      ['player-1', 'player-2', 'date', 'score-1', 'score-2'].map((col) => {
        const r = tr.querySelector(`[data-column="${col}"]`)!.getBoundingClientRect();
        return { col, left: r.left, right: r.right, height: r.height };
      }),
    ),
  );
  for (const cells of boxes) {
    for (const c of cells) {
      expect(c.height, c.col).toBeGreaterThan(0);
      expect(c.left, c.col).toBeGreaterThanOrEqual(0);
      expect(c.right, c.col).toBeLessThanOrEqual(PHONE.width);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

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
  test('the Kelly chart has a y-axis title; the game-length chart has round ticks and its tooltips open on a tap', async ({ page }) => {
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

    // Chart tooltips open on a tap.
    await chart.scrollIntoViewIfNeeded();
    const bars = chart.locator('.chart-bar');
    const bar = bars.nth(Math.floor((await bars.count()) / 2));
    const box = (await bar.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 2);
    await expect(chart.locator('.chart-tooltip')).toContainText(/\d+ shots/);
    await expect(chart.locator('.chart-tooltip')).toBeVisible();
  });
});
