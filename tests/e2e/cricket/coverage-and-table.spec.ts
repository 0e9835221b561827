import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';
import { revealLazySection } from '../support/lazy-section';
import { clippedTables, PHONE } from '../support/phone-tables';
import { scorecardBaseURL } from '../../../playwright.config';

// The e2e server imports tests/fixtures/cricsheet: Tests #100 (1000001) and #101 (1000002) and #104 (1000003),
// Tests 1, 2 and 5 of one series, England v Australia. So #102 and #103 are missing, England v Australia
// (the series numbering shows it). "B Jones" (England) plays #100, #101 and #104: his first Test here is England's
// first in the archive, and England's #102 and #103 fall inside his span. "X Extra" (England) plays only #101, the
// Test right after England's #100: nothing missing before or inside, so no note.

test.describe('archive coverage', () => {
  test('the coverage page states the count, the stretches and the missing Tests', async ({ page }) => {
    await page.goto('/cricket/coverage');
    await expect(page.getByTestId('coverage-headline')).toHaveText("The archive holds 3 of the 5 men's Tests from Test #100 to #104.");
    const missing = page.getByTestId('coverage-missing');
    await expect(missing).toContainText('#102');
    await expect(missing).toContainText('Australia v England, 3rd Test of The Ashes, 2020/21');
  });

  test('a career at the archive start shows the coverage note; one inside complete coverage does not', async ({ page }) => {
    await page.goto('/cricket/player/b-jones');
    const note = page.getByTestId('career-coverage-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This career may be longer than shown.');
    await expect(note).toContainText("first Test here (#100) is England's first in the archive");
    await expect(note).toContainText('England played 2 Tests the archive lacks (Tests 3 and 4 of The Ashes, 2020/21 (#102, #103))');
    await expect(page.getByText(/3 Tests in the archive, about 2 more missing/)).toBeVisible();
    // In plain words at the top of the note; the Test numbers stay behind "Which Tests".
    await expect(note.getByTestId('career-gap')).toHaveText(/^About 2 of his 5 Tests, 20\d\d(–\d\d)?, are missing from the archive\. Any Tests he played before .+ are not in the archive\.$/);
    await expect(note.getByText(/#102, #103/)).toBeHidden();
    await note.getByText('Which Tests', { exact: true }).click();
    await expect(note.getByText(/#102, #103/)).toBeVisible();

    await page.goto('/cricket/player/x-extra');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('X Extra');
    await expect(page.getByText(/1 Test in the archive/)).toBeVisible();
    await expect(page.getByTestId('career-coverage-note')).toHaveCount(0);
  });

  test('player cards mark careers that may be longer, and the list links to the coverage page', async ({ page }) => {
    await page.goto('/cricket');
    await waitForHydration(page);
    await page.getByLabel('Search Player Name').fill('b jones');
    await expect(page.getByTestId('player-grid').getByTestId('may-be-longer')).toHaveCount(1);
    await page.getByLabel('Search Player Name').fill('x extra');
    await expect(page.getByTestId('player-grid').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('player-grid').getByTestId('may-be-longer')).toHaveCount(0);
    await page.getByTestId('coverage-link-line').getByRole('link').click();
    await expect(page).toHaveURL(/\/cricket\/coverage$/);
  });
});

test.describe('search forgives typos', () => {
  test('"Did you mean" appears for a misspelling and its suggestion finds the player', async ({ page }) => {
    await page.goto('/cricket');
    await waitForHydration(page);
    await page.getByLabel('Search Player Name').fill('jonse');
    await expect(page.getByTestId('player-count')).toHaveText('Search returned 0 players');
    const dym = page.getByTestId('did-you-mean');
    await expect(dym).toContainText('Did you mean');
    await dym.getByRole('button', { name: 'B Jones' }).click();
    await expect(page.getByTestId('player-count')).toHaveText('Search returned 1 player');
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  });
});

test.describe('the stats table', () => {
  test('sorts by runs, filters by team, keeps its state in the URL and renders it on the server', async ({ page }) => {
    await page.goto('/cricket?view=table');
    const table = page.getByTestId('stats-table');
    await expect(table).toBeVisible();
    const runsOf = async () =>
      (await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.querySelectorAll('td')[5]?.textContent ?? 'NaN'))));
    await waitForHydration(page);
    // Default: runs, most first.
    const desc = await runsOf();
    expect(desc.length).toBeGreaterThan(3);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await table.getByRole('button', { name: /^Runs/ }).click();
    await expect(page).toHaveURL(/[?&]dir=asc/);
    const asc = await runsOf();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    await page.getByTestId('table-team').selectOption('Australia');
    await expect(page).toHaveURL(/[?&]team=Australia/);
    const teams = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[0]?.textContent));
    expect(teams.length).toBeGreaterThan(0);
    expect(new Set(teams)).toEqual(new Set(['Australia']));

    // The URL reproduces the view, rendered on the server (no script needed for the first page).
    const url = page.url();
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('data-testid="stats-table"');
    expect(html).toContain('data-column="team">Australia<');
    expect(html).not.toContain('data-column="team">England<');
  });

  test('at 375 px the table view never scrolls the page sideways (the table scrolls in its own region)', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto('/cricket?view=table');
    await waitForHydration(page);
    await expect(page.getByTestId('stats-table')).toBeVisible();
    expect(await clippedTables(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('stats-table-375.png'), fullPage: true });
    await ctx.close();
  });
});

// Bowling, fielding and the records book, on the scorecard server (tests/fixtures/cricsheet-scorecards: one Test at
// the Wankhede Stadium, in which "J Shah" takes 10 wickets).
test.describe('bowling careers and the records book', () => {
  test.use({ baseURL: scorecardBaseURL });

  test("a bowler's Bowling view: summary, charts, innings and filters in the URL; at 375 px nothing scrolls sideways while it loads", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/cricket/player/j-shah?view=bowling', { waitUntil: 'commit' });
    await page.waitForSelector('[data-testid="bowling-view"]');
    // Server-rendered: the figures are in the first HTML, before hydration. Measured in the next animation frame,
    // the first a visitor can see (frames wait for the stylesheet; a width read before it arrives is unstyled HTML).
    const firstFrameWidth = () => new Promise<number>((done) => requestAnimationFrame(() => done(document.documentElement.scrollWidth)));
    expect(await page.evaluate(firstFrameWidth)).toBeLessThanOrEqual(PHONE.width);
    const summary = page.getByTestId('bowling-summary');
    await expect(summary).toContainText('Wkts');
    await expect(summary).toContainText('10');
    await expect(page.getByTestId('career-views').getByRole('link', { name: 'Bowling' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('definitions')).toContainText('A maiden is a completed over');
    await waitForHydration(page);
    await expect(page.getByTestId('wickets-chart').locator('svg rect')).not.toHaveCount(0);
    await expect(page.getByTestId('wicket-kinds').locator('svg')).toBeVisible();
    expect(await clippedTables(page)).toEqual([]);
    // Each batter he dismissed most links to that batter's career.
    await revealLazySection(page, 'bowling-matchups-lazy');
    const batters = page.getByTestId('bowling-matchups').locator('tbody tr');
    await expect(batters.first()).toBeVisible();
    expect(await batters.count()).toBe(await page.getByTestId('bowling-matchups').locator('tbody tr th a[href^="/cricket/player/"]').count());
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a phone the filters fold behind "Filters (n)".
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-inns').selectOption('2');
    await expect(page).toHaveURL(/view=bowling/);
    await expect(page).toHaveURL(/inns=2/);
    await page.getByTestId('career-views').getByRole('link', { name: 'Fielding' }).click();
    await expect(page.getByTestId('fielding-summary')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The Fielding view's filter bar (whole Tests: no innings filter, and the innings filter above is not applied).
    // G Nair (India, at home at the Wankhede) has 2 catches, 2 stumpings and 1 run out in the fixture's one Test.
    await page.goto('/cricket/player/g-nair?view=fielding');
    await waitForHydration(page);
    const fielding = page.getByTestId('fielding-summary');
    await expect(page.getByTestId('filter-status')).toHaveText('All 1 Test');
    await expect(page.getByTestId('filter-inns')).toHaveCount(0);
    await expect(fielding.locator('[data-column="catches"]').last()).toHaveText('2');
    await expect(fielding.locator('[data-column="stumpings"]').last()).toHaveText('2');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-venue').selectOption('away');
    await expect(page).toHaveURL(/view=fielding.*venue=away|venue=away.*view=fielding/);
    await expect(page.getByTestId('filter-status')).toHaveText('Showing 0 of 1 Test: away');
    await expect(page.getByTestId('no-filtered-innings')).toContainText("None of G Nair's Tests match these filters.");
    await expect(fielding).toHaveCount(0);
    await page.getByTestId('filter-venue').selectOption('home');
    await expect(page.getByRole('heading', { name: 'Fielding summary of the filtered Tests' })).toBeVisible();
    await expect(fielding.locator('[data-column="catches"]').last()).toHaveText('2');
  });

  test('a records table filtered by ground keeps the filter in the URL and links each row to the career', async ({ page }) => {
    await page.goto('/cricket/records?table=most-wickets');
    await expect(page.getByTestId('records-archive-line')).toContainText('in the 1 Test this archive holds');
    await waitForHydration(page);
    await page.getByTestId('records-ground').selectOption({ index: 1 });
    await expect(page).toHaveURL(/ground=Wankhede/);
    await expect(page.getByTestId('records-status')).toContainText('from 1 Test');
    const first = page.getByTestId('records-table').locator('tbody tr').first();
    await expect(first).toContainText('J Shah');
    await expect(first).toContainText('10');
    await page.reload();
    await expect(page.getByTestId('records-table').locator('tbody tr').first()).toContainText('J Shah');
    await page.getByTestId('records-table').getByRole('link', { name: 'J Shah' }).first().click();
    await expect(page).toHaveURL(/\/cricket\/player\/j-shah$/);
  });

  test('the Table view sorted by wickets', async ({ page }) => {
    await page.goto('/cricket?view=table');
    await waitForHydration(page);
    await page.getByTestId('stats-switch').getByRole('button', { name: 'Bowling' }).click();
    await expect(page).toHaveURL(/stats=bowling/);
    const table = page.getByTestId('stats-table');
    await expect(table.locator('tbody tr').first()).toContainText('J Shah');
    await expect(table.locator('tbody tr').first()).toContainText('10');
  });
});
