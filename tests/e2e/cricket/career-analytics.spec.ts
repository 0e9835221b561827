import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { gotoInApp } from '../support/client-nav';
import { revealLazySection } from '../support/lazy-section';

// The e2e server imports tests/fixtures/cricsheet. "AJ Smith" (slug a-smith) batted four times:
//   2020 (1000001) 1st inns 19* off 8 (balls by runs 1,3,1,0,2,0,1: an all-run four and a six), 3rd inns 50 off 14 (out on ball 14, 50 on ball 13)
//   2022 (1000003) 1st inns 40 off 11 (out on ball 11), 3rd inns 1* off 1
// Hand-computed: balls faced by ball number: 4 innings faced ball 1, 3 faced balls 2-8, 2 faced 9-11, 1 faced 12-14,
// so balls 1-10 = 4 + 21 + 4 = 29 with no out, balls 11-20 = 2 + 3 = 5 with 2 outs: 1 in 2.5, shown "1 in 3".
// All 29 fixture innings (the baseline): balls 11-20 = 4 + 9 + 4 + 4 = 21 with 3 outs: 1 in 7.
// Scoring: 34 balls, 3 dots (8.8%), 23 boundary fours + 1 six: 34 / 24 = 1.4 balls per boundary.

// The fixture's bowlers are not in any playing XI, so the match-up endpoints are given fixed answers here.
const MATCHUPS = [
  { bowler: 'Z Bowler', bowler_id: 'b1', balls: 20, runs: 60, dismissals: 1, dots: 2, fours: 12, sixes: 0 }, // average 60
  { bowler: 'Y Spinner', bowler_id: 'b2', balls: 10, runs: 20, dismissals: 2, dots: 3, fours: 4, sixes: 1 }, // average 10
  { bowler: 'X Part-timer', bowler_id: 'b3', balls: 4, runs: 30, dismissals: 0, dots: 0, fours: 6, sixes: 1 }, // under 6 balls: never picked
];
const MATCHUP_INNINGS = {
  bowlers: { b1: 'Z Bowler', b2: 'Y Spinner', b3: 'X Part-timer' },
  rows: [
    { match_id: '1000001', match_inns: 3, bowler_id: 'b1', balls: 9, runs: 20, dismissals: 0, dots: 1, fours: 2, sixes: 0 },
    { match_id: '1000001', match_inns: 3, bowler_id: 'b2', balls: 10, runs: 20, dismissals: 2, dots: 3, fours: 4, sixes: 1 },
    { match_id: '1000003', match_inns: 1, bowler_id: 'b1', balls: 11, runs: 40, dismissals: 1, dots: 1, fours: 10, sixes: 0 },
    { match_id: '1000003', match_inns: 3, bowler_id: 'b3', balls: 4, runs: 30, dismissals: 0, dots: 0, fours: 6, sixes: 1 },
  ],
};

async function mockMatchups(page: Page) {
  await page.route('**/api/cricket/player_matchups/a-smith', (route) => route.fulfill({ json: { data: MATCHUPS } }));
  await page.route('**/api/cricket/player_matchup_innings/a-smith', (route) => route.fulfill({ json: { data: MATCHUP_INNINGS } }));
}

/** Server-rendered pages respond to input once React has hydrated them. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
}

/** Opens a page and fails on any hydration mismatch (the server and the first client render must agree). */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(path);
  await hydrated(page);
  expect(errors).toEqual([]);
}

async function reveal(page: Page, testId: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-loaded', 'true');
}

test.describe('career page: ball-by-ball sections', () => {
  test('shows Dismissal risk, Scoring shots, Against each bowler and Milestones with hand-computed figures', async ({ page }) => {
    await mockMatchups(page);
    // The server renders the unfiltered match-ups with the page; the mocked answer needs a fetch in the browser.
    await gotoInApp(page, '/cricket/player/a-smith');
    for (const heading of ['Dismissal risk', 'Scoring shots', 'Against each bowler', 'Milestones']) {
      const lazy = { 'Dismissal risk': 'risk-lazy', 'Scoring shots': 'shots-lazy', 'Against each bowler': 'matchups-lazy', Milestones: 'milestones-lazy' }[heading]!;
      await reveal(page, lazy);
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }

    await revealLazySection(page, 'risk-lazy');
    // Two dismissals are too few to name a most vulnerable phase.
    await expect(page.getByTestId('dismissal-reading')).toHaveText('Only 2 dismissals in these innings: too few to say in which phase he was most vulnerable.');
    const risk = page.getByTestId('risk-table');
    await expect(risk.getByRole('row', { name: /^1–10/ })).toContainText('29');
    await expect(risk.getByRole('row', { name: /^1–10/ })).toContainText('never out');
    await expect(risk.getByRole('row', { name: /^11–20/ })).toContainText(/5\s*2\s*1 in 3 \(40\.00 %\)\s*1 in 7 \(14\.29 %\)/);
    await expect(page.getByTestId('survival-chart')).toBeVisible();

    await expect(page.getByTestId('dot-share')).toContainText('8.8 %');
    await expect(page.getByTestId('balls-per-boundary')).toContainText('1.4');
    const shots = page.getByTestId('scoring-table');
    await expect(shots.getByRole('row', { name: /^4s/ })).toContainText(/23\s*67\.6 %/);
    await expect(shots.getByRole('row', { name: /^Other/ })).toContainText(/1\s*2\.9 %/); // the all-run four

    await expect(page.getByTestId('matchup-best')).toContainText('Z Bowler');
    await expect(page.getByTestId('matchup-best')).toContainText('60 runs off 20 balls, out once (average 60.00)');
    await expect(page.getByTestId('matchup-worst')).toContainText('Y Spinner');
    await expect(page.getByTestId('matchup-worst')).toContainText('out twice');
    const table = page.getByTestId('matchups-table');
    await expect(table.locator('tbody th')).toHaveText(['Z Bowler', 'Y Spinner', 'X Part-timer']); // most balls first
    const average = table.getByRole('columnheader', { name: 'Average' });
    await average.getByRole('button').click();
    await expect(average).toHaveAttribute('aria-sort', 'descending');
    await expect(table.locator('tbody th')).toHaveText(['Z Bowler', 'Y Spinner', 'X Part-timer']); // never out goes last
    await average.getByRole('button').click();
    await expect(average).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody th')).toHaveText(['Y Spinner', 'Z Bowler', 'X Part-timer']);
    await expect(table.locator('tbody tr[data-pick="best"] th')).toHaveText('Z Bowler');

    await expect(page.getByTestId('median-50')).toContainText('13 balls');
    await expect(page.getByTestId('median-100')).toContainText('-');
    await expect(page.getByTestId('conversion')).toContainText('0 % (0 of 1)');
    await expect(page.getByTestId('conversion')).toContainText('All batters: 50 %');
    await expectNoSeriousA11yViolations(page);
  });

  test('chart tooltips show the innings with the site date format', async ({ page }) => {
    await open(page, '/cricket/player/a-smith');
    const dot = page.getByTestId('runs-scatter').locator('circle').first();
    await dot.hover();
    const tip = page.getByTestId('runs-scatter').getByRole('tooltip');
    await expect(tip).toContainText('19* off 8 balls');
    await expect(tip).toContainText('1 Jul 2020');
    // Keyboard: focus the chart and step with the arrow keys.
    await page.mouse.move(0, 0);
    await expect(tip).toHaveCount(0);
    await page.getByRole('img', { name: /innings per score range/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('score-range-chart').getByRole('tooltip')).toContainText('0-9 runs');
  });
});

test.describe('career page: filter bar', () => {
  test('filters every section at once, keeps the filters in the URL, and a filtered URL reproduces the view', async ({ page }) => {
    await mockMatchups(page);
    await open(page, '/cricket/player/a-smith');
    await expect(page.getByTestId('filter-status')).toHaveText('All 4 innings');
    await page.getByTestId('filter-from').selectOption('2022');
    await expect(page).toHaveURL(/\/cricket\/player\/a-smith\?from=2022$/);

    const check = async () => {
      await expect(page.getByTestId('filter-status')).toHaveText('Showing 2 of 4 innings: from 2022');
      await expect(page.getByTestId('filter-from')).toHaveValue('2022');
      await expect(page.getByRole('heading', { name: 'Summary of the filtered innings' })).toBeVisible();
      await expect(page.getByTestId('career-summary').locator('td[data-column="runs"]')).toHaveText('41');
      await expect(page.getByRole('img', { name: /Scatter of runs against balls faced for 2 innings/ })).toBeVisible();
      await reveal(page, 'risk-lazy');
      await expect(page.getByTestId('dismissal-reading')).toHaveText('Only 1 dismissal in these innings: too few to say in which phase he was most vulnerable.');
      await reveal(page, 'shots-lazy');
      await expect(page.getByTestId('dot-share')).toContainText('8.3 %'); // 1 dot in 12 balls
      await reveal(page, 'matchups-lazy');
      await expect(page.getByTestId('matchups-table').locator('tbody th')).toHaveText(['Z Bowler', 'X Part-timer']);
      await expect(page.getByTestId('matchups-table').getByRole('row', { name: /^Z Bowler/ })).toContainText(/11\s*40\s*1/);
      await reveal(page, 'breakdown-lazy');
      await expect(page.getByTestId('breakdown-table').locator('tbody th')).toHaveText(['2022']);
      await reveal(page, 'innings-lazy');
      await expect(page.getByTestId('innings-table').locator('tbody tr')).toHaveCount(2);
    };
    await check();
    // The same URL in a fresh page gives the same view.
    const url = page.url();
    const fresh = await page.context().newPage();
    await mockMatchups(fresh);
    await open(fresh, url);
    const prev = page;
    page = fresh;
    await check();
    await prev.close();

    // Several filters together; then clear them all.
    await open(page, '/cricket/player/a-smith?opp=Australia&host=England&venue=home&from=2020&to=2020&inns=3');
    await expect(page.getByTestId('filter-status')).toHaveText('Showing 1 of 4 innings: v Australia, in England, home, 2020, 3rd innings');
    await expect(page.getByTestId('filter-inns')).toHaveValue('3');
    await expect(page.getByTestId('career-summary').locator('td[data-column="runs"]')).toHaveText('50');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/cricket\/player\/a-smith$/);
    await expect(page.getByTestId('filter-status')).toHaveText('All 4 innings');

    // Filters that leave no innings say so instead of drawing empty charts.
    await open(page, '/cricket/player/a-smith?venue=away');
    await expect(page.getByTestId('no-filtered-innings')).toContainText('No innings by AJ Smith match these filters.');
    await expect(page.getByTestId('runs-scatter')).toHaveCount(0);
  });
});

test.describe('career page: never batted', () => {
  test('one clear sentence instead of empty charts and tables', async ({ page }) => {
    await open(page, '/cricket/player/k-kay');
    await expect(page.getByRole('heading', { level: 1, name: 'K Kay' })).toBeVisible();
    await expect(page.getByTestId('never-batted')).toHaveText('Did not bat in any of his 3 Tests in the archive.');
    await expect(page.getByTestId('filter-bar')).toHaveCount(0);
    await expect(page.getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await open(page, '/cricket/player/x-extra');
    await expect(page.getByTestId('never-batted')).toHaveText('Did not bat in his only Test in the archive.');
  });
});

test.describe('compare view', () => {
  test('names link to careers, either player changes in place, one y-scale, title matches the heading', async ({ page }) => {
    await open(page, '/cricket/compare/l-long/a-smith');
    await expect(page.getByTestId('compare-heading')).toHaveText('L Long v AJ Smith');
    await expect(page).toHaveTitle(/^L Long v AJ Smith \|/);
    const first = page.getByTestId('compare-player-1');
    const second = page.getByTestId('compare-player-2');
    await expect(first.getByRole('link', { name: 'L Long' })).toHaveAttribute('href', '/cricket/player/l-long');
    await expect(second.getByRole('link', { name: 'AJ Smith' })).toHaveAttribute('href', '/cricket/player/a-smith');
    // L Long's tallest score range holds 2 innings, AJ Smith's 1: both charts top out at 2.2.
    await expect(page.getByTestId('compare-ranges-1').getByRole('img')).toHaveAttribute('data-y-top', '2.20');
    await expect(page.getByTestId('compare-ranges-2').getByRole('img')).toHaveAttribute('data-y-top', '2.20');

    await first.getByRole('button', { name: 'Change L Long' }).click();
    await first.getByRole('combobox').fill('jones');
    await first.getByRole('option', { name: /B Jones/ }).click();
    await expect(page).toHaveURL(/\/cricket\/compare\/b-jones\/a-smith$/);
    await expect(page.getByTestId('compare-heading')).toHaveText('B Jones v AJ Smith');
    await expect(page).toHaveTitle(/^B Jones v AJ Smith \|/);

    await page.getByTestId('compare-player-2').getByRole('button', { name: 'Change AJ Smith' }).click();
    const box = page.getByTestId('compare-player-2').getByRole('combobox');
    await box.fill('long');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cricket\/compare\/b-jones\/l-long$/);

    await page.getByTestId('compare-player-2').getByRole('link', { name: 'L Long' }).click();
    await expect(page).toHaveURL(/\/cricket\/player\/l-long$/);
    await expect(page.getByRole('heading', { level: 1, name: 'L Long' })).toBeVisible();
  });

  test('a career page offers Compare with…', async ({ page }) => {
    await open(page, '/cricket/player/a-smith');
    await page.getByRole('button', { name: 'Compare with…' }).click();
    const box = page.getByRole('combobox', { name: 'Compare AJ Smith with' });
    await box.fill('j smith'); // initials plus surname; AJ Smith himself is left out
    const picker = page.getByTestId('compare-with');
    await expect(picker.getByText('No player matches.')).toBeVisible();
    await expect(picker.getByRole('option')).toHaveCount(0);
    await box.fill('long');
    await picker.getByRole('option', { name: /L Long/ }).click();
    await expect(page).toHaveURL(/\/cricket\/compare\/a-smith\/l-long$/);
    await expect(page.getByTestId('compare-heading')).toHaveText('AJ Smith v L Long');
  });
});

test.describe('chart tooltips on touch', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });
  test('a tap shows the tooltip, a tap elsewhere closes it', async ({ page }) => {
    await open(page, '/cricket/player/a-smith');
    const chart = page.getByTestId('score-range-chart');
    await chart.getByRole('img').scrollIntoViewIfNeeded();
    await chart.locator('rect').first().tap();
    await expect(chart.getByRole('tooltip')).toContainText('0-9 runs');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(chart.getByRole('tooltip')).toHaveCount(0);
  });
});
