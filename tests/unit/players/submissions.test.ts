/**
 * Results players submit: the states (awaiting -> confirmed | disputed -> confirmed or rejected; withdrawn;
 * confirmed automatically when the window runs out, on a fake clock), the integrity rules (own matches, own
 * groups, the duplicate rule, errors naming the field), a result counting exactly as an admin-entered one once
 * confirmed, and what it changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultSubmission, PlayerMe, GroupResults } from '../../../contracts/player';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { dataVersion } from '../../../api/lib/data-version';
import { applySubmission } from '../../../api/players/results/apply-result';
import { MAX_OPEN_SUBMISSIONS, PLAYED_AT_MAX_AGE_DAYS, SETTLE_PER_TICK, settleDue, submitResult } from '../../../api/players/results/submission-flow';
import { settleTick } from '../../../api/players/auto-confirm';
import { resultEffectsIdle } from '../../../api/players/results/effects-queue';
import { seedPool } from '../admin/admin-test-kit';
import { HOUR, json, playerApp, req, signInPlayer, T0 } from './player-test-kit';

type Sub = { data: ResultSubmission };
type Err = { error: { code: string; field?: string; message: string } };

async function league() {
  const kit = await playerApp();
  const ann = (await signInPlayer(kit.app, kit.admin, 1)).session;
  const ben = (await signInPlayer(kit.app, kit.admin, 2)).session;
  const cat = (await signInPlayer(kit.app, kit.admin, 3)).session;
  const dan = (await signInPlayer(kit.app, kit.admin, 4)).session;
  const gus = (await signInPlayer(kit.app, kit.admin, 7)).session;
  const as = (cookie: string, path: string, body?: unknown) => req(kit.app, path, { cookies: [cookie], ...(body !== undefined ? { body } : {}) });
  const standings = async () =>
    (await json<{ data: { player_id: number; rating: number; rank: number; games_played: number }[] }>(await kit.app.request('/api/pool/group/banff/standings'))).data;
  const matchCount = () => kit.db.prepare('SELECT COUNT(*) FROM pool_matches').pluck().get() as number;
  return { ...kit, ann, ben, cat, dan, gus, as, standings, matchCount };
}

describe('a submitted result', () => {
  it('awaits the opponent and counts nowhere; confirmed, it counts exactly as an admin-entered result, with what it changed', async () => {
    const { app, db, ann, ben, as, standings, matchCount } = await league();
    const before = await standings();
    const version = dataVersion(db, 'pool');

    const res = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 4 });
    expect(res.status).toBe(201);
    const sub = (await json<Sub>(res)).data;
    expect(sub).toMatchObject({ state: 'awaiting', player_1: 'Ann', player_2: 'Ben', score_1: 10, score_2: 4, match_id: null, group_slug: 'banff' });
    expect(Date.parse(sub.confirm_by) - Date.parse(sub.created_at)).toBe(48 * HOUR);
    expect(Math.abs(Date.parse(sub.game_datetime) - T0)).toBeLessThan(1000);

    // Counts nowhere: no match, the same standings, the same data version (so every cached answer stands).
    expect(matchCount()).toBe(0);
    expect(dataVersion(db, 'pool')).toBe(version);
    expect(await standings()).toEqual(before);
    // Shown to both players and on the group's page.
    expect((await json<{ data: PlayerMe }>(await as(ben, '/api/player/me'))).data.to_confirm.map((s) => s.id)).toEqual([sub.id]);
    expect((await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data.submitted.map((s) => [s.id, s.state])).toEqual([[sub.id, 'awaiting']]);
    const group = (await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data;
    expect(group).toMatchObject({ confirm_window_hours: 48, pending: [{ id: sub.id, state: 'awaiting', player_1: 'Ann' }], latest: [] });

    // Only the opponent confirms.
    const own = await as(ann, `/api/player/results/${sub.id}/confirm`, {});
    expect(own.status).toBe(403);
    const confirmed = await as(ben, `/api/player/results/${sub.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const done = (await json<Sub>(confirmed)).data;
    expect(done).toMatchObject({ state: 'confirmed', decided_by: 'opponent' });
    expect(matchCount()).toBe(1);
    expect(dataVersion(db, 'pool')).toBeGreaterThan(version);

    // The admin's own audit entry for a result, then who confirmed it and from which session.
    const audit = db.prepare('SELECT action, match_id, detail FROM admin_audit_log WHERE action IN (?, ?, ?) ORDER BY id').all(
      'result_submitted',
      'add_result',
      'result_confirmed',
    ) as { action: string; match_id: number | null; detail: string }[];
    expect(audit.map((a) => a.action)).toEqual(['result_submitted', 'add_result', 'result_confirmed']);
    expect(audit[1].detail).toMatch(/^1 10-4 2 on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(audit[1].match_id).toBe(done.match_id);
    const benSession = db.prepare('SELECT id FROM player_sessions WHERE player_id = 2').pluck().get();
    expect(JSON.parse(audit[2].detail)).toMatchObject({ submission: sub.id, by: 'player', player: 2, session: benSession });

    // Colley by hand: 4 players, Ann beat Ben once. C = [[3,-1],[-1,3]] on Ann and Ben, b = (1.5, 0.5):
    // Ann 5/8, Ben 3/8, Cat and Dan 1/2, on the shown scale 62.50, 37.50, 50.00.
    const after = await standings();
    const rating = (id: number) => after.find((r) => r.player_id === id)!.rating;
    expect([rating(1), rating(2), rating(3), rating(4)]).toEqual([62.5, 37.5, 50, 50]);
    // What it changed is measured after the commit: until then the answers say it is being worked out.
    const early = (await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data.recent;
    expect(early.map((e) => [e.effects_ready, e.players.length])).toEqual([[false, 0]]);
    await resultEffectsIdle(db);
    const me = (await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data;
    expect(me.recent[0].effects_ready).toBe(true);
    expect(me.recent).toHaveLength(1);
    expect(me.recent[0].players).toEqual([
      { player_id: 1, name: 'Ann', rating_before: 50, rating_after: 62.5, rank_before: 1, rank_after: 1, title_before: null, title_after: null },
      { player_id: 2, name: 'Ben', rating_before: 50, rating_after: 37.5, rank_before: 1, rank_after: 4, title_before: null, title_after: null },
    ]);
    const latest = (await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data;
    expect(latest.pending).toEqual([]);
    expect(latest.latest.map((e) => [e.match_id, e.decided_by])).toEqual([[done.match_id, 'opponent']]);
    // The group has no season: neither a fixture nor a friendly is claimed.
    expect(latest.latest[0].counted_as).toBeNull();
    // Confirming twice applies once.
    expect((await as(ben, `/api/player/results/${sub.id}/confirm`, {})).status).toBe(409);
    expect(matchCount()).toBe(1);
  });

  it('disputed, it waits for the admin, who confirms it corrected or rejects it; the decision is final', async () => {
    const { app, db, admin, cat, dan, as, matchCount } = await league();
    const first = (await json<Sub>(await as(cat, '/api/player/results', { groupId: 1, opponentId: 4, myScore: 10, opponentScore: 2 }))).data;
    const disputed = await as(dan, `/api/player/results/${first.id}/dispute`, { reason: 'I won two more frames: it was 10-4' });
    expect(disputed.status).toBe(200);
    expect((await json<Sub>(disputed)).data).toMatchObject({ state: 'disputed', dispute_reason: 'I won two more frames: it was 10-4' });
    const short = await as(dan, `/api/player/results/${first.id}/dispute`, { reason: 'no' });
    expect(short.status).toBe(400);
    expect((await json<Err>(short)).error.field).toBe('reason');
    // Once disputed, the opponent can no longer confirm it; the public page shows it as disputed.
    expect((await as(dan, `/api/player/results/${first.id}/confirm`, {})).status).toBe(409);
    expect((await json<{ data: GroupResults }>(await app.request('/api/results/group/1'))).data.pending.map((p) => p.state)).toEqual(['disputed']);

    const second = (await json<Sub>(await as(dan, '/api/player/results', { groupId: 1, opponentId: 3, myScore: 10, opponentScore: 7, playedAt: new Date(T0 - 9 * HOUR).toISOString() })))
      .data;
    const queue = (await json<{ data: (ResultSubmission & { session_id: number })[] }>(await req(app, '/api/admin/pending-results', { token: admin }))).data;
    expect(queue.map((q) => [q.id, q.state])).toEqual([
      [first.id, 'disputed'],
      [second.id, 'awaiting'],
    ]);
    expect(queue[0].session_id).toBe(db.prepare('SELECT id FROM player_sessions WHERE player_id = 3').pluck().get());

    const bad = await req(app, `/api/admin/pending-results/${first.id}/confirm`, { token: admin, body: { score2: 10 } });
    expect(bad.status).toBe(400);
    expect((await json<Err>(bad)).error.field).toBe('score2');
    const fixed = await req(app, `/api/admin/pending-results/${first.id}/confirm`, { token: admin, body: { score2: 4 } });
    expect(fixed.status).toBe(200);
    expect((await json<Sub>(fixed)).data).toMatchObject({ state: 'confirmed', decided_by: 'admin', score_1: 10, score_2: 4 });
    expect(db.prepare('SELECT score_1, score_2 FROM pool_matches').all()).toEqual([{ score_1: 10, score_2: 4 }]);
    const confirmedAudit = JSON.parse(db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'result_confirmed'").pluck().get() as string);
    expect(confirmedAudit).toMatchObject({ by: 'admin', session: expect.stringMatching(/^admin:[0-9a-f]{8}$/), before: { score2: 2 }, after: { score2: 4 } });

    const rejected = await req(app, `/api/admin/pending-results/${second.id}/reject`, { token: admin, body: { reason: 'Never played: Cat was away' } });
    expect(rejected.status).toBe(200);
    expect((await json<Sub>(rejected)).data).toMatchObject({ state: 'rejected', reject_reason: 'Never played: Cat was away', match_id: null });
    expect(matchCount()).toBe(1);
    // Final: neither a player nor the admin can decide it again.
    expect((await as(cat, `/api/player/results/${second.id}/confirm`, {})).status).toBe(409);
    expect((await req(app, `/api/admin/pending-results/${second.id}/confirm`, { token: admin, body: {} })).status).toBe(409);
    expect((await req(app, `/api/admin/pending-results/${first.id}/reject`, { token: admin, body: { reason: 'changed my mind' } })).status).toBe(409);
  });

  it('withdrawn, it leaves nothing behind but the audit entry', async () => {
    const { db, ann, ben, as, matchCount } = await league();
    const version = dataVersion(db, 'pool');
    const sub = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 3, opponentScore: 10 }))).data;
    expect((await as(ben, `/api/player/results/${sub.id}/withdraw`, {})).status).toBe(403);
    const gone = await as(ann, `/api/player/results/${sub.id}/withdraw`, {});
    expect(gone.status).toBe(200);
    expect(db.prepare('SELECT COUNT(*) FROM pool_result_submissions').pluck().get()).toBe(0);
    expect(matchCount()).toBe(0);
    expect(dataVersion(db, 'pool')).toBe(version);
    expect((await as(ben, `/api/player/results/${sub.id}/confirm`, {})).status).toBe(404);
    expect(db.prepare("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'result_withdrawn'").pluck().get()).toBe(1);
    // The same result may be entered again (nothing is left to be a duplicate of).
    expect((await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 3, opponentScore: 10 })).status).toBe(201);
  });

});

describe('a submitted result, at the end of its window', () => {
  it('is confirmed automatically by the timer when the group window runs out unanswered (fake clock), and the admin sets the window', async () => {
    const { app, db, admin, clock, ann, cat, as, matchCount } = await league();
    const sub = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 6 }))).data;
    clock.t += 48 * HOUR - 1000;
    await settleTick(db, clock.t);
    expect((await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data.pending).toHaveLength(1);
    expect(matchCount()).toBe(0);
    clock.t += 1000;
    // A read never settles it (no GET writes): the timer's tick does.
    expect((await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data.pending).toHaveLength(1);
    expect(matchCount()).toBe(0);
    await settleTick(db, clock.t);
    const group = (await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data;
    expect(group.pending).toEqual([]);
    expect(group.latest.map((e) => [e.decided_by, e.score_1, e.score_2])).toEqual([['auto', 10, 6]]);
    expect(matchCount()).toBe(1);
    const row = db.prepare('SELECT state, decided_by, decided_at FROM pool_result_submissions WHERE id = ?').get(sub.id);
    expect(row).toEqual({ state: 'confirmed', decided_by: 'auto', decided_at: clock.t });
    expect(JSON.parse(db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'result_confirmed'").pluck().get() as string)).toMatchObject({ by: 'auto' });

    // A disputed result is never confirmed by the clock.
    const disputed = (await json<Sub>(await as(cat, '/api/player/results', { groupId: 1, opponentId: 1, myScore: 10, opponentScore: 1 }))).data;
    await as(ann, `/api/player/results/${disputed.id}/dispute`, { reason: 'Not this week' });
    clock.t += 100 * HOUR;
    await settleTick(db, clock.t);
    expect(db.prepare('SELECT state FROM pool_result_submissions WHERE id = ?').pluck().get(disputed.id)).toBe('disputed');

    const rules = await req(app, '/api/admin/groups/1/result-rules', { method: 'PATCH', token: admin, body: { confirmWindowHours: 2 } });
    expect(rules.status).toBe(200);
    const bad = await req(app, '/api/admin/groups/1/result-rules', { method: 'PATCH', token: admin, body: { confirmWindowHours: 0 } });
    expect((await json<Err>(bad)).error.field).toBe('confirmWindowHours');
    const quick = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 4, myScore: 10, opponentScore: 0 }))).data;
    expect(Date.parse(quick.confirm_by) - Date.parse(quick.created_at)).toBe(2 * HOUR);
    expect((await json<{ data: GroupResults }>(await app.request('/api/results/group/banff'))).data.confirm_window_hours).toBe(2);
  });
});

describe('integrity', () => {
  it('own matches in own groups only, and every refusal names its field', async () => {
    const { ann, gus, as } = await league();
    const cases: [string, unknown, number, string][] = [
      [gus, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1 }, 403, 'groupId'],
      [ann, { groupId: 2, opponentId: 3, myScore: 10, opponentScore: 1 }, 403, 'groupId'],
      [ann, { groupId: 1, opponentId: 5, myScore: 10, opponentScore: 1 }, 400, 'opponentId'],
      [ann, { groupId: 1, opponentId: 1, myScore: 10, opponentScore: 1 }, 400, 'opponentId'],
      [ann, { groupId: 99, opponentId: 2, myScore: 10, opponentScore: 1 }, 404, 'groupId'],
      [ann, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 10 }, 400, 'opponentScore'],
      [ann, { groupId: 1, opponentId: 2, myScore: 4, opponentScore: 3 }, 400, 'myScore'],
      [ann, { groupId: 1, opponentId: 2, myScore: 11, opponentScore: 3 }, 400, 'myScore'],
      [ann, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3, playedAt: 'yesterday' }, 400, 'playedAt'],
      [ann, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3, playedAt: new Date(T0 + 50 * HOUR).toISOString() }, 400, 'playedAt'],
      [ann, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3, fixtureId: 5 }, 400, 'fixtureId'],
      [ann, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3, player1Id: 3 }, 400, 'player1Id'],
    ];
    for (const [who, body, status, field] of cases) {
      const res = await as(who, '/api/player/results', body);
      const err = (await json<Err>(res)).error;
      expect([res.status, err.field], JSON.stringify(body)).toEqual([status, field]);
    }
    // Without a session: 401.
    const anon = await req((await league()).app, '/api/player/results', { body: { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1 } });
    expect(anon.status).toBe(401);
  });

  it('refuses a second entry of the same result (same players and frames within 6 hours), naming the first', async () => {
    const { ann, ben, as } = await league();
    const at = new Date(T0 - 8 * HOUR).toISOString();
    const first = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 4, playedAt: at });
    expect(first.status).toBe(201);
    const firstId = (await json<Sub>(first)).data.id;
    // Ben enters the same match from his side, five hours later by his clock.
    const dup = await as(ben, '/api/player/results', { groupId: 1, opponentId: 1, myScore: 4, opponentScore: 10, playedAt: new Date(T0 - 3 * HOUR).toISOString() });
    expect(dup.status).toBe(409);
    const err = (await json<Err>(dup)).error;
    expect(err).toMatchObject({ code: 'duplicate_result', field: 'myScore' });
    expect(err.message).toContain(`Ann 10–4 Ben on ${at.slice(0, 10)} at ${at.slice(11, 16)} UTC (submission ${firstId}, awaiting confirmation)`);
    // Other frames, or more than 6 hours apart: another match.
    expect((await as(ben, '/api/player/results', { groupId: 1, opponentId: 1, myScore: 5, opponentScore: 10, playedAt: new Date(T0 - 3 * HOUR).toISOString() })).status).toBe(201);
    expect((await as(ben, '/api/player/results', { groupId: 1, opponentId: 1, myScore: 4, opponentScore: 10, playedAt: new Date(T0 - 8 * HOUR + 6 * HOUR + 1000).toISOString() })).status).toBe(201);
    // Once confirmed, the match itself is what a duplicate is refused against.
    await as(ben, `/api/player/results/${firstId}/confirm`, {});
    const again = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 4, playedAt: new Date(T0 - 7 * HOUR).toISOString() });
    expect(again.status).toBe(409);
    expect((await json<Err>(again)).error.message).toMatch(/\(match \d+, already counting\)/);
  });

  it('two confirmations at once, or a confirmation racing the admin, apply once', async () => {
    const { app, admin, ann, ben, as, matchCount } = await league();
    const a = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 2 }))).data;
    const twice = await Promise.all([as(ben, `/api/player/results/${a.id}/confirm`, {}), as(ben, `/api/player/results/${a.id}/confirm`, {})]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(matchCount()).toBe(1);

    const b = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 5 }))).data;
    const race = await Promise.all([
      as(ben, `/api/player/results/${b.id}/confirm`, {}),
      req(app, `/api/admin/pending-results/${b.id}/confirm`, { token: admin, body: { score2: 6 } }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(matchCount()).toBe(2);
  });

  it('two connections to one database file: the second confirmation finds it decided and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'players45-'));
    try {
      const file = join(dir, 'race.db');
      const one = openDatabase(file);
      migrate(one);
      seedPool(one);
      const two = openDatabase(file);
      const id = submitResult(one, { kind: 'player', address: 'x', playerId: 1, session: 1 }, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 }, T0);
      // Both connections see it open before either confirms.
      expect(two.prepare('SELECT state FROM pool_result_submissions WHERE id = ?').pluck().get(id)).toBe('awaiting');
      applySubmission(one, id, { kind: 'player', address: 'x', playerId: 2, session: 2 }, T0 + 1);
      expect(() => applySubmission(two, id, { kind: 'admin', address: 'y', session: 'admin:x' }, T0 + 2)).toThrow(/already confirmed/);
      expect(two.prepare('SELECT COUNT(*) FROM pool_matches').pluck().get()).toBe(1);
      expect(two.prepare("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'add_result'").pluck().get()).toBe(1);
      one.close();
      two.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with a season: the due fixture is offered, the result fulfils it, and the title chances move the right way', async () => {
    const kit = await league();
    const { app, db, ann, ben, as } = kit;
    const today = new Date(T0).toISOString().slice(0, 10);
    db.exec(`INSERT INTO pool_seasons (id, group_id, name, start_date) VALUES (1, 1, 'Winter', '2026-01-01')`);
    const fx = db.prepare('INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id) VALUES (1, ?, ?, ?)');
    fx.run(today, 1, 2);
    fx.run(today, 3, 4);
    fx.run(today, 1, 3);
    fx.run(today, 2, 4);
    const me = (await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data;
    const banff = me.groups.find((g) => g.id === 1)!;
    expect(banff.opponents.map((o) => o.name)).toEqual(['Ben', 'Cat', 'Dan']);
    expect(banff.due_fixtures.map((f) => f.opponent_id).sort()).toEqual([2, 3]);
    const fixtureId = banff.due_fixtures.find((f) => f.opponent_id === 2)!.id;
    // A fixture between others is refused.
    expect((await json<Err>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1, fixtureId: fixtureId + 1 }))).error.field).toBe(
      'fixtureId',
    );
    const sub = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1, fixtureId }))).data;
    // Pending: the fixture is still to play.
    const seasonBefore = (await json<{ data: { fixtures: { id: number; result: unknown }[] } }>(await app.request('/api/pool/group/banff/season'))).data;
    expect(seasonBefore.fixtures.find((f) => f.id === fixtureId)!.result).toBeNull();
    await as(ben, `/api/player/results/${sub.id}/confirm`, {});
    const season = (await json<{ data: { fixtures: { id: number; result: unknown }[] } }>(await app.request('/api/pool/group/banff/season'))).data;
    expect(season.fixtures.find((f) => f.id === fixtureId)!.result).not.toBeNull();
    await resultEffectsIdle(db);
    const [annFx, benFx] = (await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data.recent[0].players;
    expect(annFx.title_before).not.toBeNull();
    expect(annFx.title_after!).toBeGreaterThan(annFx.title_before!);
    expect(benFx.title_after!).toBeLessThan(benFx.title_before!);
    // "What changed" says what it counted as: the fixture of the day, in Winter.
    expect((await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data.recent[0].counted_as).toEqual({ kind: 'fixture', season: 'Winter', fixture_date: today });
    // Ann v Dan: no fixture between them, so a friendly (in the ratings, not the season's table), said so too.
    const dan = (await signInPlayer(app, kit.admin, 4)).session;
    const friendly = (await json<Sub>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 4, myScore: 10, opponentScore: 5 }))).data;
    expect((await as(dan, `/api/player/results/${friendly.id}/confirm`, {})).status).toBe(200);
    const recent = (await json<{ data: PlayerMe }>(await as(ann, '/api/player/me'))).data.recent;
    expect(recent.map((e) => [e.score_2, e.counted_as])).toEqual([
      [5, { kind: 'friendly', season: 'Winter', fixture_date: null }],
      [1, { kind: 'fixture', season: 'Winter', fixture_date: today }],
    ]);
  });
});

describe('limits on what a player may submit, and bounded settling', () => {
  it(`refuses an eleventh open result (409 too_many_open_results) until one counts or is withdrawn`, async () => {
    const { db, clock, ann, as } = await league();
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN_SUBMISSIONS; i++) {
      // Seven hours apart, so the duplicate rule (six hours) lets each through: only the cap stops them.
      const res = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2 + (i % 3), myScore: 10, opponentScore: i % 8, playedAt: new Date(clock.t - i * 7 * HOUR).toISOString() });
      expect(res.status, `submission ${i + 1}`).toBe(201);
      ids.push((await json<Sub>(res)).data.id);
    }
    const over = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 7, playedAt: new Date(clock.t - 200 * HOUR).toISOString() });
    expect(over.status).toBe(409);
    expect((await json<Err>(over)).error.code).toBe('too_many_open_results');
    expect(db.prepare('SELECT COUNT(*) FROM pool_result_submissions').pluck().get()).toBe(MAX_OPEN_SUBMISSIONS);
    expect((await as(ann, `/api/player/results/${ids[0]}/withdraw`, {})).status).toBe(200);
    expect((await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 7, playedAt: new Date(clock.t - 200 * HOUR).toISOString() })).status).toBe(201);
  });

  it(`refuses a playedAt more than ${PLAYED_AT_MAX_AGE_DAYS} days back, naming the field`, async () => {
    const { clock, ann, as } = await league();
    const old = await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1, playedAt: '1970-01-02' });
    expect(old.status).toBe(400);
    expect((await json<Err>(old)).error).toMatchObject({ field: 'playedAt', message: expect.stringContaining(`within the last ${PLAYED_AT_MAX_AGE_DAYS} days`) });
    const edge = new Date(clock.t - PLAYED_AT_MAX_AGE_DAYS * 24 * HOUR);
    expect((await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1, playedAt: new Date(edge.getTime() - 1000).toISOString() })).status).toBe(400);
    expect((await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 1, playedAt: new Date(edge.getTime() + 1000).toISOString() })).status).toBe(201);
  });

  it('settles at most a batch per call, oldest due first, with no forecast inside the write', async () => {
    const { db, clock } = await league();
    // 60 due submissions, written directly (the cap is per player: this is the whole league at once).
    const put = db.prepare(
      "INSERT INTO pool_result_submissions (group_id, player_1_id, player_2_id, score_1, score_2, game_datetime, state, created_at, confirm_by) VALUES (1, ?, ?, 10, ?, ?, 'awaiting', ?, ?)",
    );
    for (let i = 0; i < 60; i++) put.run(1 + (i % 2), 3 + (i % 2), i % 8, `2026-01-01 ${String(i % 24).padStart(2, '0')}:00:00`, clock.t, clock.t + i);
    clock.t += 100;
    const first = settleDue(db, clock.t);
    expect(first).toEqual({ confirmed: SETTLE_PER_TICK, more: true });
    const confirmed = () => db.prepare("SELECT confirm_by - ? FROM pool_result_submissions WHERE state = 'confirmed' ORDER BY confirm_by").pluck().all(clock.t - 100);
    expect(confirmed()).toEqual(Array.from({ length: SETTLE_PER_TICK }, (_, i) => i));
    // The effects are measured afterwards: none is stored by the settling itself.
    expect(db.prepare('SELECT COUNT(*) FROM pool_result_effects').pluck().get()).toBe(0);
    expect(await settleTick(db, clock.t, 100, 10)).toBe(false);
    expect(confirmed()).toHaveLength(60);
    await resultEffectsIdle(db);
    expect(db.prepare('SELECT COUNT(DISTINCT match_id) FROM pool_result_effects').pluck().get()).toBe(60);
  });
});
