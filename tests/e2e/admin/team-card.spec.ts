import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminBaseURL } from '../../../playwright.config';
import { adminApi, adminToken } from '../support/admin-token';

// A team league's match night on the demo team league: the home captain, signed in by his invite on a 375 px phone,
// enters the ten-frame card on the match page (the page, then the form sent: two screens); the away captain confirms
// it on a computer; the division's table, the players' frames and the chances follow. Then the admin enters the
// season's other cards and rolls the season over: promotion and relegation in one step.
const PHONE = { width: 375, height: 740 };
const LEAGUE = 'harbour';


interface Fixture { id: number; date: string; home: { id: number; name: string; url_slug: string }; away: { id: number; name: string; url_slug: string }; card: { state: string } | null }
interface Division { id: number; rank: number; table: { team: { id: number; name: string }; points: number; played: number }[]; to_play: Fixture[]; results: Fixture[]; chances: { computed_at: number; current: boolean } | null }
interface Squad { id: number; name: string; captain: boolean }

const league = async (request: APIRequestContext) => ((await (await request.get(`${adminBaseURL}/api/pool/league/${LEAGUE}`)).json()) as { data: { id: number; season: { id: number; name: string }; divisions: Division[] } }).data;
const match = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`${adminBaseURL}/api/pool/league/${LEAGUE}/match/${id}`)).json()) as { data: { home_squad: Squad[]; away_squad: Squad[] } }).data;
const frames = async (request: APIRequestContext, teamSlug: string, playerId: number) =>
  ((await (await request.get(`${adminBaseURL}/api/pool/league/${LEAGUE}/team/${teamSlug}`)).json()) as { data: { squad: { player_id: number; frames: number }[] } }).data.squad.find((s) => s.player_id === playerId)!.frames;

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the home captain enters a ten-frame card on a phone, the away captain confirms it, the tables and chances follow; the admin rolls the season over', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const today = new Date().toISOString().slice(0, 10);
  const before = await league(request);
  const division = before.divisions.find((d) => d.to_play.some((f) => f.card === null && f.date <= today))!;
  const fixture = division.to_play.find((f) => f.card === null && f.date <= today)!;
  const squads = await match(request, fixture.id);
  const homeCaptain = squads.home_squad.find((s) => s.captain)!;
  const awayCaptain = squads.away_squad.find((s) => s.captain)!;
  const firstHome = squads.home_squad[0];
  const pointsBefore = division.table.find((r) => r.team.id === fixture.home.id)!;
  const framesBefore = await frames(request, fixture.home.url_slug, firstHome.id);
  const chancesBefore = division.chances!.computed_at;

  // The home captain signs in with his invite on his phone.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: adminBaseURL });
  const h = await phone.newPage();
  await h.goto(`${adminBaseURL}${(await api.post(`/api/admin/players/${homeCaptain.id}/invite`)).path as string}`);
  await expect(h.getByTestId('player-name')).toHaveText(homeCaptain.name);

  // Screen 1: the match page with its card form (each side's players filled in turn); the home side wins seven frames.
  await h.goto(`/pool/league/${LEAGUE}/match/${fixture.id}`);
  const form = h.getByTestId('card-form');
  await expect(form.getByTestId('frame-10')).toBeVisible();
  for (let k = 1; k <= 10; k++) {
    await form.getByLabel(`Frame ${k}: won by`).selectOption(k <= 7 ? 'home' : 'away');
    await form.getByLabel(`Frame ${k}: loser's balls`).selectOption(String(k % 8));
  }
  await expectFitsPhone(h);
  // Screen 2: sent; the card awaits the away captain and counts nowhere yet.
  await form.getByTestId('submit-card').click();
  await expect(h.getByTestId('card-state')).toContainText('awaiting the away captain');
  await expect(h.getByTestId('card-frames').locator('li')).toHaveCount(10);
  await expectFitsPhone(h);
  expect((await league(request)).divisions.find((d) => d.id === division.id)!.table.find((r) => r.team.id === fixture.home.id)!.points).toBe(pointsBefore.points);

  // The away captain confirms on a computer.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: adminBaseURL });
  const a = await desk.newPage();
  await a.goto(`${adminBaseURL}${(await api.post(`/api/admin/players/${awayCaptain.id}/invite`)).path as string}`);
  await expect(a.getByTestId('player-name')).toHaveText(awayCaptain.name);
  await a.goto(`/pool/league/${LEAGUE}/match/${fixture.id}`);
  await a.getByTestId('confirm-card').click();
  await expect(a.getByTestId('card-answer')).toHaveCount(0);
  await expect(a.getByTestId('match-title')).toHaveText(`${fixture.home.name} 7–3 ${fixture.away.name}`);

  // The table (7 frames and 2 for the win), the first home player's frames and the division's chances follow.
  const after = (await league(request)).divisions.find((d) => d.id === division.id)!;
  const row = after.table.find((r) => r.team.id === fixture.home.id)!;
  expect(row.played).toBe(pointsBefore.played + 1);
  expect(row.points).toBe(pointsBefore.points + 9);
  expect(await frames(request, fixture.home.url_slug, firstHome.id)).toBe(framesBefore + 2);
  await expect.poll(async () => (await league(request)).divisions.find((d) => d.id === division.id)!.chances, { timeout: 30_000 }).toMatchObject({ current: true });
  expect((await league(request)).divisions.find((d) => d.id === division.id)!.chances!.computed_at).toBeGreaterThan(chancesBefore);
  await h.goto(`/pool/league/${LEAGUE}`);
  await expect(h.getByTestId(`table-${division.rank}`)).toContainText(fixture.home.name);
  await expectFitsPhone(h);

  // The admin enters every other open card (home wins 6-4), then rolls the season over.
  const open = (await league(request)).divisions.flatMap((d) => d.to_play);
  for (const f of open) {
    const s = await match(request, f.id);
    const card = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [s.home_squad[k % 5].id], awayPlayers: [s.away_squad[k % 5].id], homeScore: k < 6 ? 10 : 2, awayScore: k < 6 ? 2 : 10 }));
    await api.post(`/api/admin/team-fixtures/${f.id}/card`, { frames: card });
  }
  const final = await league(request);
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const plan = await api.post(`/api/admin/team-leagues/${final.id}/rollover`, { dryRun: true, name: 'Next', startDate: start });
  expect(plan.season_id).toBeNull();
  const done = await api.post(`/api/admin/team-leagues/${final.id}/rollover`, { dryRun: false, name: 'Next', startDate: start });
  expect(done.fixtures).toBe(90);
  const relegated = final.divisions[0].table.slice(-2).map((r) => r.team.id);
  const next = await league(request);
  expect(next.season.name).toBe('Next');
  expect(next.divisions[1].table.map((r) => r.team.id)).toEqual(expect.arrayContaining(relegated));
  await h.goto(`/pool/league/${LEAGUE}`);
  await expect(h.getByRole('heading', { level: 1 })).toHaveText('Harbour Pool League');
  await expect(h.getByText('Next season')).toBeVisible();

  // The admin's set-up on a phone: the new season's divisions and teams; a format that cannot be played is
  // refused beside its field; a venue edited; the fixtures previewed (the new season has no card yet).
  const admin = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: adminBaseURL });
  await admin.addInitScript((token) => localStorage.setItem('token', token), await adminToken());
  const s = await admin.newPage();
  await s.goto('/admin/team-leagues');
  const top = next.divisions[0];
  await expect(s.getByTestId(`division-${top.id}`)).toContainText(top.table[0].team.name);
  const add = s.getByTestId('new-division-form');
  await add.getByLabel('Division name').fill('Reserve');
  await add.getByLabel('Frames a match').fill('4');
  await add.getByLabel('Doubles frames (the last ones)').fill('5');
  await add.getByRole('button', { name: 'Add division' }).click();
  await expect(add.getByLabel('Doubles frames (the last ones)')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByRole('alert')).toContainText('doublesFrames');
  const team = top.table[0].team;
  await s.getByTestId(`team-${team.id}`).locator('summary').click();
  const teamForm = s.getByTestId(`team-form-${team.id}`);
  await teamForm.getByLabel('Home venue').fill('The Quay, Harbour Row');
  await teamForm.getByRole('button', { name: 'Save team' }).click();
  await expect(teamForm.getByRole('status')).toHaveText('Saved.');
  await s.getByTestId('preview-fixtures').click();
  await expect(s.getByTestId('fixture-plan')).toContainText('Preview (nothing is published yet)');
  await expectFitsPhone(s);
});
