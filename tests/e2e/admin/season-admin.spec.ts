import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn, storedToken } from './admin-helpers';

// The admin generates a season, a recorded result fulfils its fixture, and the group page and the
// forecast's data show it. Writes to the admin server's own database.
test.describe.configure({ mode: 'serial' });

interface ForecastData {
  season: { name: string } | null;
  table: { player_id: number; played: number; points: number }[];
  remaining: { fixture_id: number }[];
}

test('generate a season in the admin, record a result, see the fixture fulfilled', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const name = `E2E season ${Date.now()}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Seasons' }).click();
  await expect(page).toHaveURL(/\/admin\/seasons$/);
  await expect(page.getByRole('heading', { name: 'Seasons and fixtures' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New season' });
  // The API's message shows next to the field it names: a season needs a group first (checked here), then a
  // bad seed is refused by the server.
  await form.getByRole('button', { name: 'Create season' }).click();
  await expect(form.getByText('Choose a group')).toBeVisible();
  await form.getByLabel('Group', { exact: true }).selectOption({ label: 'Banff' });
  await form.getByLabel('Season name').fill(name);
  await form.getByLabel('Start date').fill(today);
  await form.getByLabel('Meetings per pair').fill('11');
  await form.getByRole('button', { name: 'Create season' }).click();
  await expect(form.getByLabel('Meetings per pair')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/meetings must be from 1 to 10/)).toBeVisible();
  await form.getByLabel('Meetings per pair').fill('1');
  await form.getByLabel('One round every (days)').fill('7');
  await form.getByLabel('Seed').fill('e2e-season');
  await form.getByRole('button', { name: 'Create season' }).click();

  await expect(page).toHaveURL(/\/admin\/seasons\/\d+$/);
  await expect(page.getByRole('heading', { name: `Banff: ${name}` })).toBeVisible();
  // 8 members, one meeting a pair: 28 fixtures, all to play.
  const fixtures = page.getByTestId('admin-fixture');
  await expect(fixtures).toHaveCount(28);
  await expect(page.getByText('0 of 28 fixtures played, 28 to play')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const api = page.request;
  const before = (await (await api.get('/api/pool/forecast/banff')).json()).data as ForecastData;
  expect(before.season?.name).toBe(name);
  expect(before.remaining).toHaveLength(28);

  const first = fixtures.first();
  const seasonUrl = page.url();
  const fixtureId0 = Number(await first.getAttribute('data-fixture-id'));
  const token = await storedToken(page);
  const seasonData = (await (await api.get(`/api/admin/seasons/${seasonUrl.split('/').pop()}`, { headers: { Authorization: `Bearer ${token}` } })).json())
    .data as { fixtures: { id: number; player_1_id: number }[] };
  const winnerId = seasonData.fixtures.find((f) => f.id === fixtureId0)!.player_1_id;

  // The forecast page with a fixed seed: the winner-to-be's title chance before the result.
  const forecastUrl = '/pool/forecast/banff?seed=e2e-season&sims=1000';
  await page.goto(forecastUrl);
  const titleCell = page.getByTestId(`title-${winnerId}`);
  await expect(titleCell).toHaveText(/%/, { timeout: 30_000 });
  const titleBefore = await titleCell.textContent();
  await page.goto(seasonUrl);
  await expect(fixtures).toHaveCount(28);

  // Record a result of the first fixture today (player 1 wins 10-4) through the admin API.
  const fixtureId = Number(await first.getAttribute('data-fixture-id'));
  const season = (await (await api.get(`/api/admin/seasons/${page.url().split('/').pop()}`, { headers: { Authorization: `Bearer ${await storedToken(page)}` } })).json())
    .data as { fixtures: { id: number; player_1_id: number; player_2_id: number; player_1: string; player_2: string }[] };
  const fx = season.fixtures.find((f) => f.id === fixtureId)!;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const add = await api.post('/api/admin/add-result', {
    headers: { Authorization: `Bearer ${await storedToken(page)}`, 'X-CSRF-Token': csrf },
    data: { player1Id: fx.player_1_id, player2Id: fx.player_2_id, score1: 10, score2: 4, gameDate: today },
  });
  expect(add.status()).toBe(201);

  await page.reload();
  const row = page.locator(`[data-fixture-id="${fixtureId}"]`);
  await expect(row.getByTestId('fixture-result')).toContainText('Played 10–4');
  await expect(page.getByText('1 of 28 fixtures played, 27 to play')).toBeVisible();

  // The forecast's data: one fixture fewer to play, the winner's 2 points in the table.
  const after = (await (await api.get('/api/pool/forecast/banff')).json()).data as ForecastData;
  expect(after.remaining).toHaveLength(27);
  expect(after.remaining.map((r) => r.fixture_id)).not.toContain(fixtureId);
  expect(after.table.find((r) => r.player_id === fx.player_1_id)).toMatchObject({ played: 1, points: 2 });

  // The forecast page, same seed: the winner's title chance moved.
  await page.goto(forecastUrl);
  await expect(titleCell).toHaveText(/%/, { timeout: 30_000 });
  await expect(titleCell).not.toHaveText(titleBefore!);

  // The public group page: the season table and the result on the fixture.
  await page.goto('/pool/group/banff');
  const section = page.getByTestId('group-season');
  await expect(section.getByRole('heading', { name: `Season: ${name}` })).toBeVisible();
  await expect(section.getByText('1 of 28 fixtures played, 27 to play', { exact: false })).toBeVisible();
  const table = section.getByTestId('season-table');
  await expect(table.locator('tbody tr').first()).toContainText(fx.player_1);
  await expect(section.getByTestId('recent-fixtures')).toContainText(`${fx.player_1} v ${fx.player_2}`);
  await expect(section.getByTestId('recent-fixtures')).toContainText('10–4');
  await expect(section.getByTestId('upcoming-fixtures').locator('li')).toHaveCount(8);
});
