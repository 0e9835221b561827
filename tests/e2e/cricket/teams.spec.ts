import { expect, type Page } from '@playwright/test';
import { parseCsvRows } from '../../../common/csv';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';
import { clippedTables, PHONE } from '../support/phone-tables';

// Teams, head-to-head, series and grounds on the public e2e server's archive, tests/fixtures/cricsheet:
// three England v Australia Tests of "The Ashes", season 2020/21, numbered 1, 2 and 5 in the series:
//   1000001, 1 Jul 2020, "Lord's": drawn; 1000002, 1 Jul 2021, "Lord's, London": England won by 10 wickets;
//   1000003, 1 Aug 2022, "Kennington Oval, London": England won by 10 runs.
// So England: 3 Tests, 2 won, 0 lost, 1 drawn (all at home); Lord's is one ground of 2 Tests; the series lacks its
// Tests 3 and 4, so no series result is claimed.

/** The page never scrolls sideways and every wide table scrolls inside a labelled region. */
async function fitsThePhone(page: Page) {
  expect(await clippedTables(page)).toEqual([]);
}

/** A table's header and cells as the page shows them, row by row. */
async function shownTable(page: Page, testId: string): Promise<string[][]> {
  const table = page.getByTestId(`${testId}-table`);
  const header = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => (c as HTMLElement).innerText.trim())));
  return [header, ...rows];
}

test.describe('teams, head-to-head, series and grounds', () => {
  test('a team, its head-to-head, its series and a ground, at 1280 px and at 375 px without sideways scrolling', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cricket/teams');
    await waitForHydration(page);
    await expect(page.getByTestId('teams-table').getByRole('rowheader')).toHaveText(['Australia', 'England']);
    await page.getByTestId('teams-table').getByRole('link', { name: 'England' }).click();

    await expect(page).toHaveURL(/\/cricket\/team\/england$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('England in Tests');
    await expect(page.getByTestId('subject-coverage')).toContainText('The archive holds 3 Tests of England');
    await expect(page.getByTestId('subject-coverage').getByRole('link')).toHaveAttribute('href', '/cricket/coverage');
    await expect(page.getByTestId('result-summary')).toContainText('Tests3');
    await expect(page.getByTestId('result-summary')).toContainText('Won2');
    await expect(page.getByTestId('result-summary')).toContainText('Drawn1');
    await expect(page.getByTestId('team-streaks')).toContainText('Longest winning run: 2 Tests, 1 Jul 2021 to 1 Aug 2022');
    await expect(page.getByTestId('team-streaks')).toContainText('Longest unbeaten run: 3 Tests');
    expect(await shownTable(page, 'team-sides')).toEqual([
      ['Where', 'Tests', 'Won', 'Lost', 'Drawn', 'Tied', 'Win %'],
      ['Home', '3', '2', '0', '1', '0', '66.7 %'],
    ]);
    // Two spellings of Lord's are one ground.
    expect((await shownTable(page, 'team-grounds')).map((r) => r.slice(0, 3))).toEqual([
      ['Ground', 'Country', 'Tests'],
      ["Lord's", 'England', '2'],
      ['Kennington Oval', 'England', '1'],
    ]);
    await expect(page.getByTestId('definitions')).toContainText('awarded to England');

    // The opposition row opens the head-to-head.
    await page.getByTestId('team-opposition-table').getByRole('link', { name: 'Australia' }).click();
    await expect(page).toHaveURL(/\/cricket\/head-to-head\/england\/australia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('England v Australia in Tests');
    const tests = await shownTable(page, 'h2h-tests');
    expect(tests.map((r) => [r[0], r[2]])).toEqual([
      ['Date', 'Result'],
      ['1 Aug 2022', 'Won'],
      ['1 Jul 2021', 'Won'],
      ['1 Jul 2020', 'Drawn'],
    ]);
    await expect(page.getByTestId('h2h-tests-table').getByRole('link', { name: '1 Aug 2022' })).toHaveAttribute('href', '/cricket/match/1000003');
    // From Australia's side too, each Test's title puts the home side first: all three were played in England.
    await page.goto('/cricket/head-to-head/australia/england');
    expect((await shownTable(page, 'h2h-tests')).slice(1).map((r) => r[1])).toEqual(['England v Australia', 'England v Australia', 'England v Australia']);
    await page.goBack();
    expect(await shownTable(page, 'h2h-series')).toEqual([
      ['Series', 'Tests held', 'Result'],
      ['The Ashes, 2020/21', '3', 'As far as the archive holds (3 Tests): Australia 0, England 2, 1 drawn'],
    ]);

    // The series: the Tests it lacks are named and no result is claimed.
    await page.getByTestId('h2h-series-table').getByRole('link', { name: 'The Ashes, 2020/21' }).click();
    await expect(page).toHaveURL(/\/cricket\/series\/2020-21-the-ashes$/);
    const result = page.getByTestId('series-result');
    await expect(result).toContainText('The series result is not known from the archive.');
    await expect(page.getByTestId('series-gaps')).toHaveText("Tests 3 and 4 of the series are not in the archive under this series' name and season.");
    await expect(result).not.toContainText('won');
    expect((await shownTable(page, 'series-tests')).map((r) => r[1])).toEqual(['Test', '1', '2', '5']);
    await expect(page.getByTestId('series-batting-table').locator('tbody tr').first()).toBeVisible();

    // A ground, from the series' Test list.
    await page.getByTestId('series-tests-table').getByRole('link', { name: "Lord's" }).first().click();
    await expect(page).toHaveURL(/\/cricket\/ground\/lords$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Lord's");
    await expect(page.getByTestId('subject-coverage')).toContainText("The archive holds 2 Tests at Lord's");
    await expect(page.getByText('Few Tests: these figures rest on a small sample.')).toBeVisible();
    await expect(page.getByText(/The data spells it “Lord's”, “Lord's, London”/)).toBeVisible();
    expect((await shownTable(page, 'ground-ball-age')).map((r) => r[0])).toEqual(['Overs of the innings', '1–20']);

    // The same four pages at 375 px: nothing wider than the phone, the key column in view.
    const phone = await browser.newContext({ viewport: PHONE });
    const p = await phone.newPage();
    const base = new URL(page.url()).origin;
    for (const [path, table] of [
      ['/cricket/team/england', 'team-grounds'],
      ['/cricket/head-to-head/england/australia', 'h2h-tests'],
      ['/cricket/series/2020-21-the-ashes', 'series-bowling'],
      ['/cricket/ground/lords', 'ground-batters'],
    ] as const) {
      await p.goto(base + path);
      await waitForHydration(p);
      await fitsThePhone(p);
      const key = p.getByTestId(`${table}-table`).locator('tbody tr').first().locator('th, td').first();
      const box = (await key.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
    }
    await phone.close();
  });

  test('a table downloads as a CSV equal to the table shown; an unknown team is a 404 page', async ({ page }) => {
    // The list pages say how many Tests the archive holds, as every page of these kinds does.
    for (const path of ['/cricket/series', '/cricket/umpires']) {
      await page.goto(path);
      await expect(page.getByTestId('subject-coverage'), path).toContainText('The archive holds 3 Tests in all');
    }
    await page.goto('/cricket/team/england');
    await waitForHydration(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('team-grounds-csv').click()]);
    expect(download.suggestedFilename()).toBe('england-by-ground.csv');
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(parseCsvRows(text, { unescapeFormulas: true })).toEqual(await shownTable(page, 'team-grounds'));

    const res = await page.goto('/cricket/team/wales');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team not found');
  });
});
