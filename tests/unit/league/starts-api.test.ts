/**
 * Handicap starts through the API on the demo league: for every pair the chosen start gives the weaker
 * player 50 % +/- 3 points or is as close as one ball allows (and the text says which); the engine's fitted
 * strengths give back the ratings' chance; the admin's switch makes the group's fixtures carry their starts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';
import { buildDemoLeague, seedDemoLeague } from '../../../api/league/demo-seed';
import { endpoints } from '../../../contracts/endpoints';
import { expectDocumented } from '../api/contract-helpers';
import type { GroupStarts } from '../../../contracts/handicap';
import type { GroupSeasonAnswer } from '../../../contracts/season';
import { strongChance } from '../../../workers/frame-model/handicap';

let app: App;
let token: string;
beforeAll(async () => {
  const made = await makeAdminApp({ seed: false });
  seedDemoLeague(made.db, buildDemoLeague(undefined, '2026-11-27'));
  app = made.app;
  token = await login(app);
});

const starts = async (slug: string) => ((await expectDocumented(endpoints.poolGroupStarts, await app.request(`/api/pool/group/${slug}/starts`))) as { data: GroupStarts }).data;

describe('handicap starts API', () => {
  it('gives every demo pair a start at 50 % +/- 3 points, or as close as one ball allows', async () => {
    for (const slug of ['banff', 'hurricane']) {
      const s = await starts(slug);
      expect(s.handicap_starts).toBe(false);
      expect(s.pairs.length).toBeGreaterThan(10);
      for (const p of s.pairs) {
        const best = Math.min(...p.weaker_chances.map((c) => Math.abs(c - 0.5)));
        expect(Math.abs(p.weaker_chance - 0.5)).toBeCloseTo(best, 12);
        expect(p.fair).toBe(Math.abs(p.weaker_chance - 0.5) <= 0.03);
        if (!p.fair) expect(p.text).toMatch(/as close to 50 % as one ball allows/);
        expect(p.fit_reached).toBe(true);
        // The fitted engine gives back the ratings' chance with no start.
        expect(strongChance(p.make_strong - p.make_weak, 0)).toBeCloseTo(p.stronger_chance, 9);
        expect(1 - p.weaker_chances[0]).toBeCloseTo(p.stronger_chance, 9);
      }
    }
  });

  it('the admin turns starts on; fixtures to play then carry them', async () => {
    const group = ((await (await app.request('/api/pool/group/hurricane')).json()) as { data: { id: number } }).data;
    const bad = await call(app, `/api/admin/groups/${group.id}/handicap-starts`, { body: { enabled: 'yes' }, token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('enabled');
    const res = await call(app, `/api/admin/groups/${group.id}/handicap-starts`, { body: { enabled: true }, token });
    expect(res.status).toBe(200);
    await expectDocumented(endpoints.adminSetHandicapStarts, res);
    const s = await starts('hurricane');
    expect(s.handicap_starts).toBe(true);
    const season = ((await expectDocumented(endpoints.poolGroupSeason, await app.request('/api/pool/group/hurricane/season'))) as { data: GroupSeasonAnswer }).data;
    const open = season.fixtures.filter((f) => !f.result);
    expect(open.length).toBeGreaterThan(0);
    for (const f of open) {
      const p = s.pairs.find((x) => [x.stronger_id, x.weaker_id].sort().join() === [f.player_1_id, f.player_2_id].sort().join())!;
      if (p.balls === 0) expect(f.start).toBeNull();
      else expect(f.start).toMatchObject({ player_id: p.weaker_id, balls: p.balls });
    }
    for (const f of season.fixtures.filter((x) => x.result)) expect(f.start).toBeNull();
    expect((await call(app, '/api/admin/groups/999/handicap-starts', { body: { enabled: true }, token })).status).toBe(404);
  });
});
