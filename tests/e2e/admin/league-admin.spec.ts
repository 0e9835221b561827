import { expect, test } from '@playwright/test';
import { signIn } from './admin-helpers';

// League management from the admin pages. Names carry a per-run suffix: the admin server's database
// is shared by the admin specs and kept between tests.
const suffix = () => `x${Math.random().toString(36).slice(2, 6)}`;

test('create a group and two players, add a dated weighted result, see it on the group page', async ({ page }) => {
  const s = suffix();
  const group = `Thursday ${s}`;
  const [a, b] = [`Alma ${s}`, `Bert ${s}`];
  await signIn(page);
  await page.getByRole('link', { name: 'Players and groups' }).click();
  await expect(page).toHaveURL(/\/admin\/league$/);

  await page.getByLabel('New player').fill(a);
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('link', { name: a })).toBeVisible();
  await page.getByLabel('New player').fill(b);
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('link', { name: b })).toBeVisible();
  // The same name again, other case: refused with the server's message.
  await page.getByLabel('New player').fill(a.toUpperCase());
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('alert')).toContainText('already exists');

  await page.getByLabel('New group').fill(group);
  await page.getByRole('button', { name: 'Add group' }).click();
  const card = page.getByRole('region', { name: `Group ${group}` });
  await expect(card).toBeVisible();
  // Membership is saved at once. While the server has not answered (held here), the box already shows its new
  // state with "Saving…" beside it; once the answer is in, the note goes and the box keeps the server's state.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/groups/*/members', async (route) => {
    await held;
    await route.continue();
  });
  await card.getByRole('checkbox', { name: a }).click();
  await expect(card.getByRole('checkbox', { name: a })).toBeChecked();
  await expect(card.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();
  await expect(card.getByText('Members (1)')).toBeVisible();
  release();
  await expect(card.getByText('Saving…')).toHaveCount(0);
  await expect(card.getByRole('checkbox', { name: a })).toBeChecked();
  await page.unroute('**/api/admin/groups/*/members');
  await card.getByRole('checkbox', { name: b }).click();
  await expect(card.getByText('Members (2)')).toBeVisible();

  await page.goto('/admin/add-match');
  await page.getByLabel('Player 1').selectOption({ label: a });
  await page.getByLabel('Player 2').selectOption({ label: b });
  await page.getByLabel('Score 1').selectOption('6');
  await page.getByLabel('Score 2').selectOption('10');
  await page.getByLabel('Date played').fill('2025-05-06');
  await page.getByLabel('Fixture weight').selectOption('2');
  await page.getByRole('button', { name: 'Add Match', exact: true }).click();
  await expect(page.getByTestId('confirm-match')).toContainText('Played 6 May 2025, fixture weight 2');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const added = page.getByTestId('match-added');
  await expect(added.getByText('Match added')).toBeVisible();
  await added.getByRole('link', { name: group }).click();
  await expect(page).toHaveURL(/\/pool\/group\/thursday-/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(group);
  const row = page.getByTestId('match-row').first();
  await expect(row).toContainText(a);
  await expect(row).toContainText(b);
  await expect(row).toContainText('6 May 2025');
  const slug = /\/pool\/group\/([^/?#]+)/.exec(page.url())![1];
  const matches = ((await (await page.request.get(`/api/pool/group/${slug}/matches`)).json()) as { data: Record<string, unknown>[] }).data;
  expect(matches).toHaveLength(1);
  expect(matches[0]).toMatchObject({ player_1: a, player_2: b, score_1: 6, score_2: 10, fixture_weight: 2, game_date: '2025-05-06' });
});

test('upload a CSV, see the dry run, commit, see the standings', async ({ page }) => {
  const s = suffix();
  const group = `Import Club ${s}`;
  const [c, d, e] = [`Cleo ${s}`, `Dara ${s}`, `Emil ${s}`];
  const csv = [
    'date,player1,player2,score1,score2,fixture_weight,group',
    `2025-04-01,${c},${d},10,3,1,${group}`,
    `2025-04-01,${d},${e},10,7,2,${group}`,
    `2025-04-08,${c},${e},10,5,1,${group}`,
    `2025-04-08,${c},${c},10,5,1,${group}`,
  ].join('\n');
  await signIn(page);
  // Signed in, /login goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('auth-status')).toHaveText('Successfully authenticated');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await page.getByLabel('CSV file').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dry = page.getByRole('region', { name: 'Dry run' });
  await expect(dry.getByText('1 bad line: nothing can be imported until they are fixed')).toBeVisible();
  await expect(dry.getByRole('row', { name: /5 player1 and player2 must be different players/ })).toBeVisible();
  await expect(dry.getByRole('button', { name: /^Import/ })).toHaveCount(0);

  // Fixed file: the dry run lists what will happen, then commit.
  const fixed = csv.split('\n').slice(0, 4).join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  const report = dry.getByTestId('import-report');
  await expect(report).toContainText('Matches to add3');
  await expect(report).toContainText(`Players to create3: ${c}, ${d}, ${e}`);
  await expect(report).toContainText(`Groups to create1: ${group}`);
  await dry.getByRole('button', { name: 'Import 3 matches' }).click();
  await expect(page.getByText('Imported 3 matches')).toBeVisible();
  // The summary after the import says what was done, not what is to do.
  const after = page.getByRole('region', { name: 'Import done' }).getByTestId('import-report');
  await expect(after).toContainText('Matches added3');
  await expect(after).not.toContainText('to add');

  // The same file again adds nothing.
  await page.getByLabel('CSV file').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await expect(page.getByText('Everything in this file is already in the league.')).toBeVisible();

  // The standings of the new group: Cleo won both frames.
  const slug = `import-club-${s}`;
  await page.goto(`/pool/group/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(group);
  const standings = await page.request.get(`/api/pool/group/${slug}/standings`);
  const rows = ((await standings.json()) as { data: { name: string; wins: number; losses: number; rank: number }[] }).data;
  expect(rows.find((r) => r.name === c)).toMatchObject({ wins: 2, losses: 0, rank: 1 });
  await expect(page.getByRole('link', { name: c }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: e }).first()).toBeVisible();
});
