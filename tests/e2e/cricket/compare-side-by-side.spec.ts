import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { expectNoSeriousA11yViolations, expectNoViolationsOf } from '../support/a11y';
import { waitForHydration } from '../support/hydration';
import { revealLazySection } from '../support/lazy-section';
import { expectNoClippedTables, PHONE } from '../support/phone-tables';

// The compare view offers the career page's filter bar (one for both players, kept in the URL)
// and the ball-by-ball sections side by side.
//
// Counted by hand from the deliveries in tests/fixtures/cricsheet (not from the app):
// L Long (Australia; every fixture Test is in England):
//   1000001 (2020) 2nd inns: 25 fours, caught on his 26th ball: 100 off 26, out. 4th inns: did not bat.
//   1000002 (2021) 2nd inns: bowled first ball, 0 off 1. 3rd inns: at the non-striker's end only, 0* off 0.
//   1000003 (2022) 2nd inns: 15 twos, stumped on his 16th ball: 30 off 16, out.
//   Career: 4 innings (+1 did not bat), 130 runs, 43 balls, 3 outs.
// AJ Smith (England, so every Test at home):
//   1000001 (2020) 1st inns: 4, (wide), 2 off a no-ball, an all-run 4, 6, 0, 1, 1, 1: 19* off 8.
//                  3rd inns: 12 fours, a 2, retired out on his 14th ball: 50 off 14 (50 reached on ball 13).
//   1000003 (2022) 1st inns: 10 fours, caught on his 11th ball: 40 off 11. 3rd inns: 1* off 1.
//   Career: 4 innings, 110 runs, 34 balls, 2 outs.
// Filtered to 2020 (from=2020&to=2020):
//   L Long: 1 of 4 innings (+1 did not bat, 1000001's 4th): 100 runs, 26 balls, 1 out: average 100.00,
//     SR 10000 / 26 = 384.615 -> 384.62; 25 fours; balls 1-10: 10, 11-20: 10, 21-50: 6 with the 1 out: 1 in 6
//     (16.67 %); dots 1 of 26 = 3.8 %; 26 balls / 25 boundaries = 1.0 balls per boundary.
//   AJ Smith: 2 of 4 innings: 69 runs, 22 balls, 1 out: average 69.00, SR 6900 / 22 = 313.636 -> 313.64;
//     13 boundary fours (the all-run four is not one), 1 six; balls 1-10: 8 + 10 = 18, never out; 11-20: 4 balls
//     (11-14 of the fifty) with 1 out: 1 in 4 (25.00 %); dots 2 of 22 = 9.1 %; 22 / 14 boundaries = 1.6.
// Unfiltered, balls 1-10 of L Long: 10 + 1 + 10 = 21 with the first-ball out: 1 in 21 (4.76 %).

const PAIR = '/cricket/compare/l-long/a-smith';
const IN_2020 = `${PAIR}?from=2020&to=2020`;

const LAZY = ['compare-risk-lazy', 'compare-shots-lazy', 'compare-matchups-lazy', 'compare-milestones-lazy'];

async function revealBallByBall(page: Page) {
  for (const id of LAZY) await revealLazySection(page, id);
}

const row = (table: Locator, name: RegExp) => table.getByRole('row', { name });

/** The figures the 2020 filter shows, for both players (head to head and ball by ball). */
async function expect2020Figures(page: Page) {
  const status = page.getByTestId('filter-status');
  await expect(status).toContainText('Showing 2020:');
  await expect(status).toContainText('L Long: 1 of 4 innings, plus 1 did not bat');
  await expect(status).toContainText('AJ Smith: 2 of 4 innings');
  await expect(page.getByTestId('filter-from')).toHaveValue('2020');
  await expect(page.getByTestId('filter-to')).toHaveValue('2020');

  const h2h = page.getByTestId('compare-summary');
  await expect(row(h2h, /^Tests/)).toHaveText(/^Tests\s*1\s*archive may lack some\s*1\s*archive may lack some$/);
  await expect(row(h2h, /^Innings/)).toHaveText(/^Innings\s*1\s*2$/);
  await expect(row(h2h, /^Runs Scored/)).toHaveText(/^Runs Scored\s*100\s*69$/);
  await expect(row(h2h, /^Balls/)).toHaveText(/^Balls\s*26\s*22$/);
  await expect(row(h2h, /^Average/)).toHaveText(/^Average\s*100\.00\s*only 1 dismissal\s*69\.00\s*only 1 dismissal$/);
  await expect(row(h2h, /^SR/)).toHaveText(/^SR\s*384\.62\s*313\.64$/);
  await expect(row(h2h, /^4s/)).toHaveText(/^4s\s*25\s*13$/);
  await expect(row(h2h, /^Highest score/)).toHaveText(/^Highest score\s*100\s*50$/);

  await revealBallByBall(page);
  const risk1 = page.getByTestId('compare-risk-1');
  const risk2 = page.getByTestId('compare-risk-2');
  await expect(risk1.getByRole('heading', { level: 2 })).toHaveText('L Long: dismissal risk');
  await expect(risk2.getByRole('heading', { level: 2 })).toHaveText('AJ Smith: dismissal risk');
  await expect(risk1.getByTestId('dismissal-reading')).toHaveText('Only 1 dismissal in these innings: too few to say in which phase he was most vulnerable.');
  await expect(risk2.getByTestId('dismissal-reading')).toHaveText('Only 1 dismissal in these innings: too few to say in which phase he was most vulnerable.');
  await expect(row(risk1.getByTestId('risk-table'), /^1–10/)).toHaveText(/^1–10\s*10\s*0\s*never out/);
  await expect(row(risk1.getByTestId('risk-table'), /^21–50/)).toContainText(/^21–50\s*6\s*1\s*1 in 6 \(16\.67 %\)/);
  await expect(row(risk2.getByTestId('risk-table'), /^1–10/)).toHaveText(/^1–10\s*18\s*0\s*never out/);
  await expect(row(risk2.getByTestId('risk-table'), /^11–20/)).toContainText(/^11–20\s*4\s*1\s*1 in 4 \(25\.00 %\)/);

  const shots1 = page.getByTestId('compare-shots-1');
  const shots2 = page.getByTestId('compare-shots-2');
  await expect(shots1.getByTestId('dot-share')).toContainText('3.8 %');
  await expect(shots1.getByTestId('balls-per-boundary')).toContainText('1.0');
  await expect(shots2.getByTestId('dot-share')).toContainText('9.1 %');
  await expect(shots2.getByTestId('balls-per-boundary')).toContainText('1.6');

  await expect(page.getByTestId('compare-matchups-1').getByRole('heading', { level: 2 })).toHaveText('L Long: against each bowler');
  await expect(page.getByTestId('compare-matchups-2').getByRole('heading', { level: 2 })).toHaveText('AJ Smith: against each bowler');
  // One fifty each in 2020: L Long's 100 reached 50 on ball 13 and went on; AJ Smith's 50 on ball 13 and stopped.
  await expect(page.getByTestId('compare-milestones-1').getByTestId('median-50')).toContainText('13 balls');
  await expect(page.getByTestId('compare-milestones-1').getByTestId('conversion')).toContainText('100 % (1 of 1)');
  await expect(page.getByTestId('compare-milestones-2').getByTestId('conversion')).toContainText('0 % (0 of 1)');
}

test.describe('compare view with the filter bar and ball-by-ball sections side by side', () => {
  test('one filter bar filters both players; the URL keeps it and a link reproduces the view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAIR);
    await waitForHydration(page);
    const status = page.getByTestId('filter-status');
    await expect(status).toContainText('L Long: all 4 innings, plus 1 did not bat');
    await expect(status).toContainText('AJ Smith: all 4 innings');
    const h2h = page.getByTestId('compare-summary');
    await expect(row(h2h, /^Runs Scored/)).toHaveText(/^Runs Scored\s*130\s*110$/);
    await expect(row(h2h, /^Average/)).toHaveText(/^Average\s*43\.33\s*only 3 dismissals\s*55\.00\s*only 2 dismissals$/);
    // Both careers start at the archive's start (Test #100): each carries its coverage note, by name.
    await expect(page.getByTestId('compare-player-1').getByTestId('career-coverage-note')).toContainText("L Long's career may be longer than shown.");
    await expect(page.getByTestId('compare-player-2').getByTestId('career-coverage-note')).toContainText("AJ Smith's career may be longer than shown.");
    await expect(row(h2h, /^Tests/)).toContainText('archive may lack some');
    await revealLazySection(page, 'compare-risk-lazy');
    await expect(row(page.getByTestId('compare-risk-1').getByTestId('risk-table'), /^1–10/)).toContainText(/^1–10\s*21\s*1\s*1 in 21 \(4\.76 %\)/);

    // Side by side at 1280 px: the second player's section starts level with the first's, to its right.
    const [a, b] = [await page.getByTestId('compare-risk-1').boundingBox(), await page.getByTestId('compare-risk-2').boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);

    await page.getByTestId('filter-from').selectOption('2020');
    await page.getByTestId('filter-to').selectOption('2020');
    await expect(page).toHaveURL(/\/cricket\/compare\/l-long\/a-smith\?from=2020&to=2020$/);
    await expect2020Figures(page);

    // A link reproduces the view: a fresh page at the URL, and the server's own render of it.
    const html = await (await page.request.get(IN_2020)).text();
    expect(html).toContain('L Long: 1 of 4 innings, plus 1 did not bat');
    const fresh = await page.context().newPage();
    await fresh.setViewportSize({ width: 1280, height: 900 });
    await fresh.goto(IN_2020);
    await waitForHydration(fresh);
    await expect2020Figures(fresh);

    // Changing a player keeps the filters.
    await fresh.getByTestId('compare-player-1').getByRole('button', { name: 'Change L Long' }).click();
    await fresh.getByTestId('compare-player-1').getByRole('combobox').fill('jones');
    await fresh.getByTestId('compare-player-1').getByRole('option', { name: /B Jones/ }).click();
    await expect(fresh).toHaveURL(/\/cricket\/compare\/b-jones\/a-smith\?from=2020&to=2020$/);
    await expect(fresh.getByTestId('filter-status')).toContainText('AJ Smith: 2 of 4 innings');
  });

  test('home and away are each player\'s own: a player with no innings left says so in every section', async ({ page }) => {
    await page.goto(`${PAIR}?venue=away`);
    await waitForHydration(page);
    // L Long (Australia) batted only in England: all away. AJ Smith (England) batted only at home.
    await expect(page.getByTestId('filter-status')).toContainText('L Long: 4 of 4 innings, plus 1 did not bat');
    await expect(page.getByTestId('filter-status')).toContainText('AJ Smith: 0 of 4 innings');
    await expect(row(page.getByTestId('compare-summary'), /^Innings/)).toHaveText(/^Innings\s*4\s*0$/);
    await revealBallByBall(page);
    for (const kind of ['risk', 'shots', 'matchups', 'milestones']) {
      await expect(page.getByTestId(`compare-${kind}-2`)).toHaveText('No innings by AJ Smith match these filters.');
      await expect(page.getByTestId(`compare-${kind}-1`).getByRole('heading', { level: 2 })).toContainText('L Long:');
    }
  });

  test('at 375 px: stacked, nothing wider than the screen, unique landmark names and headings in order', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(IN_2020);
    await waitForHydration(page);
    await revealBallByBall(page);
    // Stacked: the second player's section below the first's.
    const [a, b] = [await page.getByTestId('compare-risk-1').boundingBox(), await page.getByTestId('compare-risk-2').boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await expect(async () => expectNoClippedTables(page)).toPass({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/compare-side-by-side-375.png', fullPage: true });
    await expectNoViolationsOf(page, ['landmark-unique', 'heading-order', 'duplicate-id', 'duplicate-id-aria']);
    await expectNoSeriousA11yViolations(page);
  });
});
