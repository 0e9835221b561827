import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { PASSWORD, signIn, storedToken } from './admin-helpers';

// These tests write to the admin server's own database, one after another, so
// "newest match" means the one the test itself added.
test.describe.configure({ mode: 'serial' });

interface ApiMatch {
  match_id: number;
  new_id: number;
  player_1: string;
  player_2: string;
  score_1: number;
  score_2: number;
}

async function publicMatches(page: Page): Promise<ApiMatch[]> {
  const res = await page.request.get('/api/pool/matches');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiMatch[] }).data;
}

function dbRow(matchId: number) {
  const db = new Database(process.env.E2E_ADMIN_DB!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT match_id, deleted_at FROM pool_matches WHERE match_id = ?').get(matchId) as
      | { match_id: number; deleted_at: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

test('dashboard: verifying, rankings and rating preview', async ({ page }) => {
  // Hold the verification request until "Verifying..." has been seen, so the
  // transient state is observed whatever the machine's speed.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/verify', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-status')).toHaveText('Verifying...');
  release();
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
  await expect(page.getByRole('heading', { name: /Current rankings: Banff/ })).toBeVisible();

  const a = page.getByLabel('Player A');
  const b = page.getByLabel('Player B');
  const first = (await a.locator('option').nth(1).textContent())!;
  const second = (await a.locator('option').nth(2).textContent())!;
  await a.selectOption({ label: first });
  await expect(b.locator('option', { hasText: `${first} (already selected)` })).toBeDisabled();
  await b.selectOption({ label: second });
  const preview = page.getByTestId('rating-preview');
  await expect(preview.getByRole('heading', { name: `If ${first} wins` })).toBeVisible();
  await expect(preview.getByRole('heading', { name: `If ${second} wins` })).toBeVisible();
  await expect(preview.locator('tbody tr').first()).toContainText(/\d+\.\d\d/);

  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Hurricane' });
  await expect(page.getByRole('heading', { name: /Current rankings: Hurricane/ })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('latest-matches')).toBeVisible();

  // From 360 px wide the page never scrolls sideways (tables scroll inside their boxes).
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('audit-log')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('add a match through the confirm step; it is recorded once and tops /pool/matches', async ({ page }) => {
  await signIn(page);
  const before = await publicMatches(page);
  const maxBefore = Math.max(...before.map((m) => m.match_id));

  await page.getByRole('link', { name: 'Add Match' }).click();
  await expect(page).toHaveURL(/\/admin\/add-match$/);
  await expect(page.getByRole('link', { name: /Back to admin/ })).toBeVisible();

  const addButton = page.getByRole('button', { name: 'Add Match', exact: true });
  await addButton.click();
  await expect(page.getByText('All fields are required')).toBeVisible();

  const p1 = page.getByLabel('Player 1');
  const x = (await p1.locator('option').nth(3).textContent())!;
  const y = (await p1.locator('option').nth(4).textContent())!;
  await p1.selectOption({ label: x });
  await page.getByLabel('Player 2').selectOption({ label: x });
  await page.getByLabel('Score 1').selectOption('10');
  await page.getByLabel('Score 2').selectOption('10');
  await expect(page.getByText('Players must be different')).toBeVisible();
  await page.getByLabel('Player 2').selectOption({ label: y });
  await expect(page.getByText('Only one player can score 10')).toBeVisible();
  await page.getByLabel('Score 1').selectOption('3');
  await page.getByLabel('Score 2').selectOption('5');
  await expect(page.getByText('One player must score 10')).toBeVisible();
  await page.getByLabel('Score 2').selectOption('10');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await addButton.click();
  const confirm = page.getByTestId('confirm-match');
  await expect(confirm.getByText('Please confirm the match result')).toBeVisible();
  await expect(confirm).toContainText(`${x} 3–10 ${y}`);
  await confirm.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Score 1')).toHaveValue('3');
  await addButton.click();
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  // The form says "Match added" (with links to the match's groups) instead of leaving at once.
  await expect(page.getByTestId('match-added').getByText('Match added')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const added = (await publicMatches(page)).filter((m) => m.match_id > maxBefore);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ player_1: x, player_2: y, score_1: 3, score_2: 10 });

  await page.goto('/pool/matches');
  const top = page.getByTestId('match-row').first();
  await expect(top.locator('td').first()).toHaveText(String(added[0].new_id));
  await expect(top).toContainText(x);
  await expect(top).toContainText(y);
});

test('a failed submit shows "Error adding match result" and returns to the form', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Add Match' }).click();
  await page.route('**/api/admin/add-result', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"boom"}}' }));
  const p1 = page.getByLabel('Player 1');
  await p1.selectOption({ index: 1 });
  await page.getByLabel('Player 2').selectOption({ index: 2 });
  await page.getByLabel('Score 1').selectOption('10');
  await page.getByLabel('Score 2').selectOption('0');
  await page.getByRole('button', { name: 'Add Match', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Error adding match result')).toBeVisible();
  await expect(page.getByLabel('Score 1')).toHaveValue('10');
  await expect(page).toHaveURL(/\/admin\/add-match$/);
});

test('delete with a wrong then the right password; gone from public pages, kept in the database, restorable', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  // A match of its own in Banff, added through the API.
  const players = ((await (await page.request.get('/api/pool/group/banff/players')).json()) as { data: { id: number; name: string }[] }).data;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')!.value;
  const res = await page.request.post('/api/admin/add-result', {
    headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
    data: { player1Id: players[0].id, player2Id: players[1].id, score1: 10, score2: 2 },
  });
  expect(res.status()).toBe(201);
  const match = ((await res.json()) as { data: ApiMatch & { groups: { url_slug: string; new_id: number }[] } }).data;
  expect((await publicMatches(page)).some((m) => m.match_id === match.match_id)).toBe(true);

  await page.getByRole('button', { name: 'Refresh' }).click();
  const rowLabel = `Delete match id ${match.match_id}: ${players[0].name} 10–2 ${players[1].name}`;
  await page.getByRole('button', { name: rowLabel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${players[0].name} v ${players[1].name}`);
  await expect(dialog).toContainText('10–2');
  await dialog.getByRole('button', { name: 'Delete Match' }).click();
  await expect(dialog.getByText('Admin password is required')).toBeVisible();
  await dialog.getByLabel('Admin password').fill('definitely-wrong');
  await dialog.getByRole('button', { name: 'Delete Match' }).click();
  await expect(dialog.getByText('Failed to delete match. Please check your admin password and try again.')).toBeVisible();
  expect(dbRow(match.match_id)!.deleted_at).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: rowLabel }).click();
  await page.getByRole('dialog').getByLabel('Admin password').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Match' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: rowLabel })).toHaveCount(0);
  const restoreButton = page.getByRole('button', { name: `Restore ${players[0].name} 10-2 ${players[1].name}` });
  await expect(restoreButton).toBeVisible();

  // Gone from the public pages and the public API, still in the database with deleted_at.
  expect((await publicMatches(page)).some((m) => m.match_id === match.match_id)).toBe(false);
  // Other admin specs write to the same database meanwhile (matches dated earlier shift league numbers), so the row
  // is found by its match id, not by its place.
  const ourRow = () =>
    page.getByTestId('match-row').filter({ has: page.getByTestId('match-id').getByText(String(match.match_id), { exact: true }) });
  await page.goto('/pool/matches');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(ourRow()).toHaveCount(0);
  expect(dbRow(match.match_id)!.deleted_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  // Restore it.
  await page.goto('/admin');
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
  await page.getByRole('button', { name: `Restore ${players[0].name} 10-2 ${players[1].name}` }).click();
  await expect(page.getByRole('button', { name: rowLabel })).toBeVisible();
  expect(dbRow(match.match_id)!.deleted_at).toBeNull();
  // The audit log shows the refused and the real delete and the restore of this match.
  const audit = page.getByTestId('audit-log');
  // The log says each action in words, naming the match id.
  const id = match.match_id;
  // Other admin specs write meanwhile, so an entry may sit below the first 20: "Show older entries" pages back.
  await expect(audit).toBeVisible();
  for (const sentence of [`Restored match ${id}`, `Deleted match ${id}`, `Refused to delete match ${id} (wrong password)`]) {
    const entry = audit.getByText(sentence, { exact: true }).first();
    const older = page.getByRole('button', { name: 'Show older entries' });
    for (let i = 0; i < 20 && !(await entry.isVisible()) && (await older.isVisible()); i++) {
      await older.click();
      await expect(page.getByRole('button', { name: 'Loading older entries...' })).toHaveCount(0);
    }
    await expect(entry).toBeVisible();
  }
  // Back on the public list with its league game number. The other admin specs add matches meanwhile, which
  // renumbers later games: the page and the API are read again until both were read between two such writes.
  await page.goto('/pool/matches');
  await expect(async () => {
    const restoredNumber = (await publicMatches(page)).find((m) => m.match_id === match.match_id)!.new_id;
    await page.reload();
    await expect(ourRow().locator('td').first()).toHaveText(String(restoredNumber), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});
