import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { gotoInApp } from '../support/client-nav';

// The public server loads the deterministic demo league (Banff, Hurricane) at first start; nothing here writes.

async function gameNumbers(page: Page) {
  return (await page.getByTestId('match-row').locator('td:first-child').allTextContents()).map(Number);
}

test.use({ reducedMotion: 'reduce' });

test.describe('pool league pages: matches and groups', () => {
  test('matches page: standings for both groups and a Game Date sort toggle', async ({ page }) => {
    await page.goto('/pool/matches');
    await expect(page.getByRole('heading', { name: 'Current Standings' })).toBeVisible();
    for (const [slug, name] of [
      ['banff', 'Banff'],
      ['hurricane', 'Hurricane'],
    ]) {
      const card = page.getByTestId(`group-card-${slug}`);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByRole('listitem').first()).toContainText(/\d+\.\d\d$/);
      await expect(card.getByRole('link', { name: 'See group >' })).toHaveAttribute('href', `/pool/group/${slug}`);
    }
    const header = page.getByRole('columnheader', { name: /Game Date/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const desc = await gameNumbers(page);
    expect(desc).toHaveLength(25);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('match-row').first().locator('td').first()).toHaveText('1');
    const asc = await gameNumbers(page);
    expect(asc).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // The winner's score is highlighted and names link to player pages.
    const first = page.getByTestId('match-row').first();
    await expect(first.locator('td[data-winner="true"]')).toHaveCount(1);
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pool\/player\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Recent Form' })).toBeVisible();
  });

  test('matches page fetches one page of 25 at a time and pages through the whole list', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/pool/matches')) asked.push(new URL(r.url()).search);
    });
    await page.goto('/pool/matches');
    const pager = page.getByTestId('pager');
    await expect(pager).toContainText(/Page 1 of \d+/);
    expect(asked).toEqual([]); // the first page arrives with the server-rendered HTML (no request for it)
    const total = Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    const firstPage = await gameNumbers(page);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page 2 of ${total}`);
    await expect(page.getByTestId('match-row').first().locator('td').first()).toHaveText(String(firstPage[24] - 1));
    expect(asked).toContain('?limit=25&offset=25&order=desc');
    expect(asked.every((q) => q.startsWith('?limit=25&'))).toBe(true);
    expect(firstPage[0]).toBeGreaterThan(25 * (total - 1));
  });

  test('group page: standings colours, explanation link, players grid and paging', async ({ page }) => {
    await page.goto('/pool/group/banff');
    await expect(page.getByRole('heading', { level: 1, name: 'Banff' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current Standings' })).toBeVisible();
    const standings = page.getByTestId('standings-table');
    await expect(standings.locator('tr[data-position="top"]')).toHaveClass(/bg-emerald-100/);
    await expect(standings.locator('tr[data-position="bottom"]')).toHaveClass(/bg-red-100/);
    await expect(standings.locator('thead th')).toHaveText(['#', 'Player', 'Games', 'Wins', 'Losses', 'Win %', 'Weighted Win %', 'Rating']);
    await expect(page.getByTestId('group-players').getByRole('link')).toHaveCount(8);
    // Every rating says how sure it is: its 90 % range under it, and the note saying what that and "provisional" mean.
    await expect(standings.getByTestId('rating-interval')).toHaveCount(8);
    await expect(standings.getByTestId('rating-interval').first()).toHaveText(/^90 % range \d+\.\d\d–\d+\.\d\d$/);
    await expect(page.getByTestId('rating-sureness-note')).toContainText('provisional');
    // Add to calendar: a webcal subscription and a download of the same feed.
    const calendar = page.getByTestId('add-to-calendar');
    await expect(calendar.getByTestId('calendar-subscribe')).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/pool\/group\/banff\/fixtures\.ics$/);
    await expect(calendar.getByTestId('calendar-download')).toHaveAttribute('href', '/api/pool/group/banff/fixtures.ics');
    const feed = await page.request.get('/api/pool/group/banff/fixtures.ics');
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VEVENT');

    const pager = page.getByTestId('pager');
    const prev = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    const firstPage = await gameNumbers(page);
    await next.click();
    await expect(pager).toContainText('Page 2 of');
    await expect(prev).toBeEnabled();
    // Pages after the first are read from the API (the server's HTML holds the first page only).
    await expect.poll(async () => (await gameNumbers(page))[0]).toBe(firstPage[24] - 1);
    await expect(page.getByRole('heading', { name: 'All Matches' })).toBeInViewport();
    const total = Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    for (let i = 2; i < total; i++) await next.click();
    await expect(pager).toContainText(`Page ${total} of ${total}`);
    await expect(next).toBeDisabled();
    await expect(page.getByTestId('match-row').last().locator('td').first()).toHaveText('1');
    // The pager scrolls after the page has painted: wait for that scroll before clicking above it. Once, on a loaded
    // machine, the click went through and the address never changed; a scroll landing between Playwright's check of
    // the link's place and its click is the likely cause (not reproduced in 20 runs under load).
    await expect(page.getByRole('heading', { name: 'All Matches' })).toBeInViewport();

    await page.getByRole('link', { name: 'How are ratings calculated?' }).click();
    await expect(page).toHaveURL(/\/pool\/group\/banff\/ratings-explanation$/);
    await expect(page.getByTestId('fixture-matrix')).toBeVisible();
    await expect(page.getByTestId('colley-matrix')).toBeVisible();
    await expect(page.getByTestId('explained-ratings').locator('tbody tr')).toHaveCount(8);
    expect(await page.getByTestId('per-weight-table').count()).toBeGreaterThan(1);
  });

  test('group page links to ratings over time', async ({ page }) => {
    await page.goto('/pool/group/hurricane');
    await expect(page.getByTestId('matches-table')).toBeVisible();
    // The demo league is dated from the day it was loaded: on any date its season has fixtures ahead, none overdue.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const season = page.getByTestId('group-season');
    await expect(season.getByTestId('upcoming-fixtures').locator('li').first()).toBeVisible();
    await expect(season.getByRole('heading', { name: 'Overdue' })).toHaveCount(0);
    const today = new Date().toISOString().slice(0, 10);
    const open = ((await (await page.request.get('/api/pool/group/hurricane/season')).json()).data.fixtures as { date: string; result: unknown }[]).filter((f) => f.result === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((f) => f.date < today)).toEqual([]);
    await page.getByRole('link', { name: 'View group ratings over time' }).click();
    await expect(page).toHaveURL(/\/pool\/predictions\/hurricane$/);
  });

  test('an unknown group shows "Group not found."', async ({ page }) => {
    await page.goto('/pool/group/no-such-group');
    await expect(page.getByText('Group not found.')).toBeVisible();
    await page.goto('/pool/predictions/no-such-group');
    await expect(page.getByText('Group not found.')).toBeVisible();
  });

});

test.describe('pool league pages: players and predictions', () => {
  test('player page: form, groups with the player highlighted, head to head and matches', async ({ page }) => {
    await page.goto('/pool/matches');
    await page.getByTestId('group-card-banff').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/pool\/player\/\d+$/);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect(page.getByRole('link', { name: '< Pool league' })).toHaveAttribute('href', '/pool/matches');
    await expect(page.getByTestId('recent-form').getByRole('listitem')).toHaveCount(10);
    await expect(page.getByTestId('most-recent-marker')).toHaveText('most recent');
    const group = page.getByTestId('player-group-banff');
    await expect(group.locator('tr[data-highlighted="true"]')).toContainText(name);
    await expect(group.getByTestId('rating-chart')).toBeVisible();
    // The rating line reads out from the keyboard: focus the chart, arrow to a game, and its tooltip names the game
    // and the player's rating then (two decimals); the same text is announced.
    const chart = group.getByTestId('rating-chart').getByRole('img');
    await expect(group.locator('.rating-line')).toHaveCount(1);
    await chart.focus();
    await page.keyboard.press('End');
    const tip = group.getByTestId('rating-tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/^Game #\d+/);
    await expect(tip).toContainText(new RegExp(`${name.trim()}: \\d+\\.\\d{2}$`));
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    const h2h = page.getByTestId('head-to-head');
    await expect(h2h.locator('tbody tr').first()).toBeVisible();
    // Best win and worst loss from this player's side, his score first: "10-3" and "3-10".
    for (const c of await h2h.locator('tbody tr td[data-column="best-win"]').allTextContents()) expect(c).toMatch(/^(10-[0-7]|-)$/);
    const losses = await h2h.locator('tbody tr td[data-column="worst-loss"]').allTextContents();
    for (const c of losses) expect(c).toMatch(/^([0-7]-10|-)$/);
    expect(losses.some((c) => c !== '-')).toBe(true);
    await expect(page.getByRole('columnheader', { name: 'Fixture Weight' })).toBeVisible();
  });

  test('a player without matches shows the empty message', async ({ page }) => {
    await page.goto('/pool/player/987654');
    await expect(page.getByText('No matches found for that player ID.')).toBeVisible();
  });

  test('predictions page: distribution, threshold table, model scores and session table', async ({ page }) => {
    await page.goto('/pool/predictions/banff');
    await expect(page.getByTestId('diff-histogram')).toBeVisible();
    await expect(page.getByTestId('threshold-table').locator('tbody tr td:first-child')).toHaveText(['>=20', '15-20', '10-15', '5-10', '1-5', '<1']);
    await expect(page.getByTestId('sign-table').locator('tbody tr')).toHaveCount(3);
    const scores = page.getByTestId('model-scores');
    await expect(scores).toContainText('Brier score');
    await expect(scores).toContainText('50/50: 0.2500');
    await expect(scores).toContainText('50/50: 0.6931');
    await expect(page.getByTestId('calibration-chart')).toBeVisible();
    // Bars on both sides of zero (upsets and favourite wins) and one calibration dot per non-empty bin, each with a
    // tooltip on a tap.
    expect(await page.getByTestId('diff-histogram').locator('.chart-bar').count()).toBeGreaterThan(10);
    const dot = page.getByTestId('calibration-chart').locator('.calibration-dot').first();
    await dot.scrollIntoViewIfNeeded();
    const box = (await dot.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('calibration-chart').getByTestId('chart-tooltip')).toContainText(/^Predicted \d+\.\d %Favourites won \d+\.\d %\d+ match(es)?$/);
    await expect(page.getByTestId('replay-table').locator('tbody tr')).toHaveCount(25);
    const sessions = page.getByTestId('session-table').locator('tbody tr');
    expect(await sessions.count()).toBeGreaterThan(10);
    await page.getByLabel('Player').selectOption({ index: 2 });
    expect(await sessions.count()).toBeGreaterThan(10);
  });

  test('a failed pool query shows "Error: " and its message', async ({ page }) => {
    // A 4xx answer is not retried by the query client, so the error shows at once.
    await page.route(/\/api\/pool\/matches(\?.*)?$/, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'bad_request', message: 'Database unavailable' } }) }),
    );
    await gotoInApp(page, '/pool/matches'); // the mocked answer is fetched in the browser
    await expect(page.getByText('Error: Database unavailable')).toBeVisible();
  });

  test("a player's “why did my rating move” reads at 375 px: words, largest first, summing to the change, and the chart", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/pool/player/1');
    const why = page.getByTestId('rating-change');
    await expect(why.getByRole('heading', { name: 'Why did the rating move?' })).toBeVisible();
    await expect(page.getByTestId('rating-change-summary')).toContainText(/rating went from \d+\.\d\d to \d+\.\d\d/);
    const lines = page.getByTestId('rating-change-lines').getByRole('listitem');
    expect(await lines.count()).toBeGreaterThan(2);
    await expect(lines.first()).toContainText(/^Your (win over|loss to) /);
    // Largest first, and the parts add up (to the rounding of the shown figures) to the total.
    const values = (await lines.locator('span.shrink-0').allTextContents()).map((t) => Number(t.replace('\u2212', '-')));
    const parts = values.slice(0, -1);
    for (let k = 1; k < parts.length; k++) expect(Math.abs(parts[k - 1])).toBeGreaterThanOrEqual(Math.abs(parts[k]));
    expect(Math.abs(parts.reduce((s, v) => s + v, 0) - values[values.length - 1])).toBeLessThanOrEqual(0.005 * parts.length + 1e-9);
    // An earlier night: the explanation follows.
    const night = page.getByTestId('rating-change-night');
    const options = await night.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await night.selectOption({ index: 1 });
    await expect(page.getByTestId('rating-change-summary')).toContainText(`On ${options[1]}`);
    const chart = page.getByTestId('rating-nights-chart');
    await expect(chart.getByTestId('night-marker').first()).toBeVisible();
    const sizes = await chart.locator('text').evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await chart.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
