import { describe, expect, it } from 'vitest';
import type { AdminSeasonDetail, FixtureImportReport } from '../../../contracts/season';
import { MAX_FIXTURE_IMPORT_ROWS, MAX_GROUP_MEMBERS, MAX_SEASON_FIXTURES } from '../../../contracts/season-limits';
import { call, login, makeAdminApp } from '../admin/admin-test-kit';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

/** A group `Big` with `n` members (players P1..Pn), made directly in the database. */
async function bigGroup(n: number) {
  const { db, app } = await makeAdminApp();
  const token = await login(app);
  const groupId = Number(db.prepare("INSERT INTO pool_groups (name, url_slug) VALUES ('Big', 'big')").run().lastInsertRowid);
  const ins = db.prepare('INSERT INTO pool_players (name) VALUES (?)');
  const member = db.prepare('INSERT INTO pool_group_players (group_id, player_id) VALUES (?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= n; i++) member.run(groupId, Number(ins.run(`P${i}`).lastInsertRowid));
  })();
  return { db, app, token, groupId };
}

describe('season limits', () => {
  it('100 members meeting 10 times (49,500 fixtures) is refused with the limit named; nothing is written', async () => {
    const { db, app, token, groupId } = await bigGroup(100);
    const res = await call(app, '/api/admin/seasons', {
      body: { groupId, name: 'Huge', startDate: '2026-01-05', generate: { meetings: 10, everyDays: 7, seed: 's' } },
      token,
    });
    expect(res.status).toBe(400);
    const e = await errorOf(res);
    expect(e.field).toBe('generate.meetings');
    expect(e.message).toContain('at most 2,000 fixtures');
    expect(e.message).toContain('49,500');
    expect(db.prepare('SELECT COUNT(*) FROM pool_seasons').pluck().get()).toBe(0);
    // Within the limit it is made: 20 members meeting 10 times is 1,900 fixtures.
    const { app: app2, token: token2, groupId: g2 } = await bigGroup(20);
    const ok = await call(app2, '/api/admin/seasons', {
      body: { groupId: g2, name: 'Fits', startDate: '2026-01-05', generate: { meetings: 10, everyDays: 7, seed: 's' } },
      token: token2,
    });
    expect(ok.status).toBe(201);
    const detail = ((await ok.json()) as { data: AdminSeasonDetail }).data;
    expect(detail.fixtures).toHaveLength(1900);
    expect(1900).toBeLessThanOrEqual(MAX_SEASON_FIXTURES);
  });

  it(`a group takes at most ${MAX_GROUP_MEMBERS} members`, async () => {
    const { db, app, token, groupId } = await bigGroup(MAX_GROUP_MEMBERS);
    const extra = Number(db.prepare("INSERT INTO pool_players (name) VALUES ('One More')").run().lastInsertRowid);
    const res = await call(app, `/api/admin/groups/${groupId}/members`, { body: { playerId: extra }, token });
    expect(res.status).toBe(400);
    const e = await errorOf(res);
    expect(e.field).toBe('playerId');
    expect(e.message).toContain(`at most ${MAX_GROUP_MEMBERS} members`);
  });

  it(`a fixture import holds at most ${MAX_FIXTURE_IMPORT_ROWS.toLocaleString('en-GB')} rows`, async () => {
    const { app, token, groupId } = await bigGroup(4);
    const s = await call(app, '/api/admin/seasons', { body: { groupId, name: 'S', startDate: '2026-01-05' }, token });
    const seasonId = ((await s.json()) as { data: AdminSeasonDetail }).data.season.id;
    const lines = ['date,player1,player2'];
    for (let i = 0; i <= MAX_FIXTURE_IMPORT_ROWS; i++) lines.push(`2026-02-0${(i % 9) + 1},P1,P2`);
    const res = await call(app, `/api/admin/seasons/${seasonId}/import`, { rawBody: lines.join('\n'), contentType: 'text/csv', token });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string }; data?: FixtureImportReport; report?: FixtureImportReport };
    expect(JSON.stringify(body)).toContain('at most 2,000 rows');
  });

  it(`a league import cannot make a group of more than ${MAX_GROUP_MEMBERS} members`, async () => {
    const { db, app } = await makeAdminApp({ seed: false });
    const token = await login(app);
    const lines = ['date,player1,player2,score1,score2,group'];
    for (let i = 1; i <= MAX_GROUP_MEMBERS + 1; i++) lines.push(`,Member ${i},,,,Crowd`);
    const res = await call(app, '/api/admin/import', { rawBody: `${lines.join('\n')}\n`, contentType: 'text/csv', token });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain(`group: a group has at most ${MAX_GROUP_MEMBERS} members`);
    expect(db.prepare('SELECT COUNT(*) FROM pool_group_players').pluck().get()).toBe(0);
  });
});
