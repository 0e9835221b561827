import { expect, test } from '@playwright/test';
import { signIn, storedToken } from './admin-helpers';

// The admin draws a 6-player cup (two byes) from Hurricane, enters two results that settle a first-round tie,
// and the public bracket's chances change. Writes to the admin server's own database: Hurricane, because the season
// spec generates a Banff season from today, whose fixtures today's results here would fill.
test.describe.configure({ mode: 'serial' });

interface Cup {
  url_slug: string;
  entrants: { player_id: number; name: string; bye: boolean; chances: number[] }[];
  ties: { player_a_id: number | null; player_b_id: number | null; bye: boolean }[][];
}

test('draw a 6-player cup with byes, enter two results, the chances change', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const name = `E2E Cup ${Date.now()}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Cups' }).click();
  await expect(page.getByRole('heading', { name: 'Cups and handicap starts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New cup' });
  await form.getByRole('button', { name: 'Draw the cup' }).click();
  await expect(form.getByText('Choose a group')).toBeVisible();
  await form.getByLabel('Group', { exact: true }).selectOption({ label: 'Hurricane (7 players)' });
  // Leave out one of Hurricane's seven: six players, a bracket of eight with two byes.
  const boxes = form.getByRole('checkbox');
  await expect(boxes).toHaveCount(7);
  await boxes.nth(6).uncheck();
  await expect(form.getByText('6 players: 3 rounds, 2 byes')).toBeVisible();
  await form.getByLabel('Cup name').fill(name);
  await form.getByLabel('First day (frames count from it)').fill(today);
  await form.getByLabel(/Drawn at random/).check();
  await form.getByLabel('Seed', { exact: true }).fill('e2e-cup');
  // A race length the server refuses shows next to the race lengths.
  await form.getByLabel('Quarter-finals: first to').fill('30');
  await form.getByRole('button', { name: 'Draw the cup' }).click();
  await expect(form.getByRole('alert')).toContainText('raceTo');
  await form.getByLabel('Quarter-finals: first to').fill('2');
  await form.getByRole('button', { name: 'Draw the cup' }).click();
  await expect(form.getByTestId('cup-made')).toContainText(`${name} is drawn.`);
  await form.getByRole('link', { name: 'See the bracket' }).click();
  await expect(page).toHaveURL(/\/pool\/cup\/e2e-cup-\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('cup-intro')).toContainText('2 top seeds go straight into round 2 (a bye)');
  await expect(page.getByTestId('cup-check')).toContainText('Checked by simulation', { timeout: 30_000 });

  const slug = page.url().split('/').pop()!;
  const cup = (await (await page.request.get(`/api/pool/cup/${slug}`)).json()).data as Cup;
  expect(cup.entrants).toHaveLength(6);
  expect(cup.entrants.filter((e) => e.bye)).toHaveLength(2);
  const tie = cup.ties[0].find((t) => !t.bye && t.player_a_id !== null && t.player_b_id !== null)!;
  const a = cup.entrants.find((e) => e.player_id === tie.player_a_id)!;
  const b = cup.entrants.find((e) => e.player_id === tie.player_b_id)!;
  const table = page.getByTestId('cup-chances');
  const rowOf = (n: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: n }) });
  const before = await rowOf(b.name).textContent();

  // Two frames to A: the tie (first to 2) is his.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  for (const [s1, s2] of [
    [10, 3],
    [10, 6],
  ]) {
    const add = await page.request.post('/api/admin/add-result', {
      headers: { Authorization: `Bearer ${await storedToken(page)}`, 'X-CSRF-Token': csrf },
      data: { player1Id: a.player_id, player2Id: b.player_id, score1: s1, score2: s2, gameDate: today },
    });
    expect(add.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText(`${a.name} 2–0 ${b.name}`)).toBeVisible();
  const after = await rowOf(b.name).textContent();
  expect(after).not.toBe(before);
  await expect(rowOf(b.name).getByRole('cell').last()).toHaveText('–');
  await expect(rowOf(a.name).getByRole('cell').nth(2)).toHaveText('100 %'); // seed, rating, then the semi-finals
  await expect(page.getByTestId('cup-needs')).not.toContainText(b.name);
  await expect(page.getByTestId('cup-check')).toContainText('Checked by simulation', { timeout: 30_000 });
});
