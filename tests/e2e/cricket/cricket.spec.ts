import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { gotoInApp } from '../support/client-nav';
import { revealLazySection } from '../support/lazy-section';
import { adminToken } from '../support/admin-token';

// The e2e server imports tests/fixtures/cricsheet at start: 25 players, among them
// "AJ Smith" (registry e0000001, slug a-smith; "A Smith" in older matches) and a
// different "A Smith" (a0000013, slug a-smith-a0000013).

test.describe('cricket players list', () => {
  test('shows the heading, title, total and search counts', async ({ page }) => {
    await page.goto('/cricket');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Test Match Batting Careers' })).toBeVisible();
    await expect(page).toHaveTitle('Explore Cricket Test Match Batting Careers');
    const count = page.getByTestId('player-count');
    await expect(count).toHaveText('Total players available: 25');
    const search = page.getByPlaceholder('Search Player Name...');
    await search.fill('smith');
    await expect(count).toHaveText('Search returned 2 players');
    await search.fill('LONG');
    await expect(count).toHaveText('Search returned 1 player');
    await expect(page.getByRole('link', { name: /L Long/ })).toHaveAttribute('href', '/cricket/player/l-long');
    await search.fill('j smith'); // initials with the surname: AJ Smith, not the other A Smith
    await expect(count).toHaveText('Search returned 1 player');
    await search.fill('a smith'); // ranks both; exact surnames
    await expect(count).toHaveText('Search returned 2 players');
    await search.fill('zzz');
    await expect(count).toHaveText('Search returned 0 players');
    await search.fill('');
    await expect(count).toHaveText('Total players available: 25');
    await expect(page.getByTestId('player-grid').getByRole('listitem')).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Show more players' })).toHaveCount(0); // under one page
  });

  test('comparison mode selects two players and opens the Compare view', async ({ page }) => {
    await page.goto('/cricket');
    await expect(page.getByText('Players to Compare')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Comparison mode' }).click();
    await expect(page.getByText('Players to Compare')).toBeVisible();
    await expect(page.getByText('Select First Player...')).toBeVisible();
    await expect(page.getByText('Select Second Player...')).toBeVisible();
    const button = page.getByTestId('compare-panel').getByRole('button', { name: 'Selecting...' });
    await expect(button).toBeDisabled();

    await page.getByTestId('player-card').filter({ hasText: 'L Long' }).click();
    await page.getByTestId('player-card').filter({ hasText: 'L Long' }).click(); // duplicate ignored
    await expect(page.getByTestId('compare-slot-1')).toContainText('L Long');
    await expect(page.getByText('Select Second Player...')).toBeVisible();

    await page.getByTestId('player-card').filter({ hasText: 'AJ Smith' }).click();
    await expect(page.getByTestId('compare-slot-2')).toContainText('AJ Smith');
    await expect(page.getByTestId('player-card').filter({ hasText: 'B Jones' })).toBeDisabled();
    await expect(page.getByTestId('player-card').filter({ hasText: 'B Jones' })).toHaveClass(/red/);

    // Remove and re-add a choice.
    await page.getByRole('button', { name: 'Remove AJ Smith' }).click();
    await expect(page.getByText('Select Second Player...')).toBeVisible();
    await expect(page.getByTestId('player-card').filter({ hasText: 'B Jones' })).toBeEnabled();
    await page.getByTestId('player-card').filter({ hasText: 'AJ Smith' }).click();

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/cricket\/compare\/l-long\/a-smith$/);
    const view = page.getByTestId('compare-view');
    await expect(view.getByRole('heading', { name: 'L Long', exact: true })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'AJ Smith', exact: true })).toBeVisible();
    const headToHead = page.getByTestId('compare-summary');
    await expect(headToHead.getByRole('row', { name: /Runs Scored/ })).toHaveText(/Runs Scored\s*130\s*110/);
    await expect(view.getByRole('img', { name: /innings per score range/ })).toHaveCount(2);
    await expect(page.getByTestId('compare-worm').getByTestId('worm-line')).toHaveCount(2);
  });
});

test.describe('cricket players list paging (a mocked list of 130 players)', () => {
  const many = Array.from({ length: 130 }, (_, i) => ({
    player_id: `p${i + 1}`,
    name: `Batter ${i + 1}`,
    url_slug: `batter-${i + 1}`,
    team: 'England',
    first_test: '2001-01-01',
    last_test: '2010-01-01',
    matches: 10,
    innings: 20,
    runs: 2000 - i,
  }));
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/cricket/players', (route) => route.fulfill({ json: { data: many } }));
  });

  test('shows 60 cards at a time, counts the whole result and resets on a new search', async ({ page }) => {
    await gotoInApp(page, '/cricket'); // the mocked list is fetched in the browser
    const count = page.getByTestId('player-count');
    const cards = page.getByTestId('player-grid').getByRole('listitem');
    const pager = page.getByTestId('players-pager');
    const more = page.getByRole('button', { name: 'Show more players' });
    await expect(count).toHaveText('Total players available: 130');
    await expect(cards).toHaveCount(60);
    await expect(pager).toContainText('Showing 60 of 130 players');
    await more.click();
    await expect(cards).toHaveCount(120);
    await expect(pager).toContainText('Showing 120 of 130 players');
    await more.click();
    await expect(cards).toHaveCount(130);
    await expect(pager).toHaveCount(0);
    await expect(cards.last().getByRole('link')).toHaveAttribute('href', '/cricket/player/batter-130');

    const search = page.getByPlaceholder('Search Player Name...');
    await search.fill('Batter 1'); // 1, 10-19, 100-130
    await expect(count).toHaveText('Search returned 42 players');
    await expect(cards).toHaveCount(42);
    await expect(pager).toHaveCount(0);
    await search.fill('');
    await expect(count).toHaveText('Total players available: 130');
    await expect(cards).toHaveCount(60); // back to the first page
    await expectNoSeriousA11yViolations(page);
  });

  test('the comparison panel stays in view while scrolling on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInApp(page, '/cricket'); // the mocked list is fetched in the browser
    await page.getByRole('switch', { name: 'Comparison mode' }).click();
    await page.getByTestId('player-card').filter({ has: page.getByText('Batter 2', { exact: true }) }).click();
    const panel = page.getByTestId('compare-panel');
    const last = page.getByTestId('player-card').filter({ has: page.getByText('Batter 60', { exact: true }) });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(panel).toBeInViewport();
    await expect(page.getByTestId('compare-slot-2')).toContainText('Batter 60');
    // The panel sits below the sticky site nav, not under it.
    await expect(page.getByTestId('site-nav')).toHaveAttribute('data-shrunk', 'true');
    await expect
      .poll(async () => {
        const nav = await page.getByTestId('site-nav').boundingBox();
        const box = await panel.boundingBox();
        return nav && box ? Math.round(box.y - (nav.y + nav.height)) : null;
      })
      .toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/cricket\/compare\/batter-2\/batter-60$/);
  });
});

test.describe('cricket career page', () => {
  test('shows the summary, charts, not-out asterisk and credit', async ({ page }) => {
    await page.goto('/cricket/player/a-smith');
    // The real name with its real capitals (the slug's player is "AJ Smith" in his latest match).
    await expect(page.getByRole('heading', { level: 1, name: 'AJ Smith' })).toBeVisible();
    await expect(page).toHaveTitle(/^AJ Smith: Test batting career/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/cricket');
    const summary = page.getByTestId('career-summary');
    await expect(summary).toContainText('110'); // runs
    await expect(summary).toContainText('55.00'); // average
    await expect(page.getByTestId('hundred-line')).toHaveCount(1);
    const bars = page.getByRole('img', { name: /innings per score range/ });
    await expect(bars).toBeVisible();
    await expect(bars).toHaveAttribute('data-y-top', '1.10'); // 1.1 x the largest count (1)
    await revealLazySection(page, 'innings-lazy'); // rendered when near the viewport
    const table = page.getByTestId('innings-table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).locator('td').first()).toHaveText('19*'); // not out
    await expect(rows.nth(1).locator('td').first()).toHaveText('50'); // retired out
    await expect(rows.nth(3).locator('td').first()).toHaveText('1*');
    await expect(page.getByTestId('cricsheet-credit')).toContainText('1 Jul 2020 to 1 Aug 2022');
  });

  test('each breakdown button regroups the table and is marked active', async ({ page }) => {
    await page.goto('/cricket/player/a-smith');
    await revealLazySection(page, 'breakdown-lazy');
    const table = page.getByTestId('breakdown-table');
    const groups = page.getByRole('group', { name: 'Group innings by' });
    const expected: Record<string, string[]> = {
      Year: ['2020', '2022'],
      Opposition: ['Australia'],
      'Batting Pos.': ['1'],
      Ground: ['Kennington Oval', "Lord's"],
      'Host Country': ['England'],
      'Innings No.': ['1st innings', '3rd innings'],
      'Home/Away/Neutral': ['Home'],
      Dismissal: ['not out', 'caught', 'retired out'],
    };
    await expect(groups.getByRole('button', { name: 'Year', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const [label, keys] of Object.entries(expected)) {
      const button = groups.getByRole('button', { name: label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(table.locator('tbody th')).toHaveText(keys);
      // One column per heading: the grouping column never repeats the "Innings" count column's name.
      await expect(table.getByRole('columnheader', { name: 'Innings', exact: true })).toHaveCount(1);
    }
    await expect(groups.getByRole('button', { name: 'Year', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('shows "-" for an average with no dismissals', async ({ page }) => {
    await page.goto('/cricket/player/o-owen');
    await expect(page.getByTestId('career-summary')).toBeVisible();
    const avgCell = page.getByTestId('career-summary').locator('tbody td').nth(4);
    await expect(avgCell).toHaveText('-');
  });

  test('at 375 px the summary is a card and the innings table scrolls with the Match Date in view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/cricket/player/a-smith');
    await expect(page.getByTestId('player-page')).toHaveAttribute('data-layout', 'narrow');
    await expect(page.getByTestId('career-summary').locator('td[data-label="Average"]')).toHaveText('55.00');
    await revealLazySection(page, 'innings-lazy');
    const region = page.locator('div[role="region"][aria-label="All innings"]');
    await expect(region).toHaveAttribute('tabindex', '0'); // overflows sideways: focusable to scroll by keyboard
    const firstDate = page.getByTestId('innings-table').locator('tbody th').first();
    await expect(firstDate).toHaveText('1 Jul 2020');
    // The lazily rendered sections above may have grown meanwhile: bring the table's first row back into view.
    await firstDate.scrollIntoViewIfNeeded();
    await expect(firstDate).toBeInViewport();
    // The last column is reachable by scrolling the region; the sticky date stays in view.
    const ground = page.getByTestId('innings-table').locator('tbody tr').first().locator('td[data-column="ground"]');
    await ground.scrollIntoViewIfNeeded();
    await expect(ground).toBeInViewport();
    await expect(firstDate).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('player-page')).toHaveAttribute('data-layout', 'wide');
  });

  test('an unknown player shows the not-found message, without "Error:"', async ({ page }) => {
    await page.goto('/cricket/player/nobody-at-all');
    await expect(page.getByRole('alert')).toHaveText('No cricket player "nobody-at-all"');
    await expect(page.getByTestId('no-cricket-data')).toHaveCount(0); // the database is loaded
  });

  test('a database without cricket data shows how to load it instead of an error', async ({ page }) => {
    await page.route('**/api/cricket/coverage', (route) =>
      route.fulfill({ json: { data: { matches: 0, first_match_date: null, last_match_date: null, import_status: null } } }),
    );
    await gotoInApp(page, '/cricket/player/nobody-at-all'); // the mocked coverage is fetched in the browser
    await expect(page.getByTestId('no-cricket-data')).toContainText('No cricket data has been loaded yet');
    // In a visitor's words: what is missing and who loads it (the commands live in the README).
    await expect(page.getByTestId('no-cricket-data')).toContainText('Whoever runs the site loads it once');
    await expect(page.getByTestId('no-cricket-data')).not.toContainText('npm ');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.evaluate(() => window.history.pushState(null, '', '/cricket/compare/nobody-at-all/a-smith'));
    await expect(page.getByTestId('no-cricket-data')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The coverage page without data says so with the same notice, not a headline of dashes over empty tables.
    await page.route('**/api/cricket/archive_coverage', (route) =>
      route.fulfill({ json: { data: { held: 0, total: 0, first_number: null, last_number: null, first_date: null, last_date: null, unnumbered: 0, stretches: [], missing: [] } } }),
    );
    await page.evaluate(() => window.history.pushState(null, '', '/cricket/coverage'));
    await expect(page.getByRole('heading', { level: 1, name: 'Which Tests the archive holds' })).toBeVisible();
    await expect(page.getByTestId('no-cricket-data')).toContainText('No cricket data has been loaded yet');
    await expect(page.getByTestId('coverage-headline')).toHaveCount(0);
  });

  test('the data dump is in the admin area: the old address forwards there, a visitor is sent to the sign-in', async ({ page }) => {
    const old = await page.request.get('/cricket/debug/player-data?slug=a-smith', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe('/admin/cricket-data?slug=a-smith');
    await page.goto('/cricket/debug/player-data?slug=a-smith');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('"url_slug"')).toHaveCount(0);
    // Signed in (the admin's stored token), the dump shows.
    const token = await adminToken();
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/admin/cricket-data?slug=a-smith');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('"url_slug": "a-smith"')).toBeVisible();
    await page.goto('/admin/cricket-data?slug=nobody');
    await expect(page.getByTestId('debug-errors')).toContainText('No cricket player "nobody"');
  });
});
