/**
 * No GET writes (docs/decisions.md "Players enter results"): every GET endpoint of the endpoint table (walked from
 * contracts/endpoint-paths.ts, so a new one is covered without editing this test), asked anonymously, as a signed-in
 * player and with the admin's token, leaves every table as it was, on a league holding a submission whose window
 * has run out (the old lazy settling confirmed it on a read) and a confirmed result whose effects are not yet
 * measured. The writes a signed-in read may make are bookkeeping of the sign-in itself: its last-use time (the idle
 * expiry, at most once a minute per session or half-minute per admin token; those two columns are left out of
 * the comparison) and the admin's audit row of a data export (who downloaded the league). The anonymous walk must
 * not change a single row.
 */
import { describe, expect, it } from 'vitest';
import { endpointPaths } from '../../../contracts/endpoint-paths';
import type { Db } from '../../../api/db/database';
import { confirmByOpponent, submitResult } from '../../../api/players/results/submission-flow';
import { HOUR, playerApp, req, signInPlayer } from './player-test-kit';

/** Every row of every table by table, with the sign-ins' last-use times and the admin's export audit rows left out. */
function contents(db: Db): Map<string, string> {
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  return new Map(
    tables.map((t) => {
      let rows = db.prepare(`SELECT * FROM "${t}"`).all() as Record<string, unknown>[];
      if (t === 'player_sessions' || t === 'admin_tokens') rows = rows.map(({ last_used_at: _, ...r }) => r);
      if (t === 'admin_audit_log') rows = rows.filter((r) => r.action !== 'export');
      return [t, JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())];
    }),
  );
}

/** The tables whose rows differ. */
const changed = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((t) => a.get(t) !== b.get(t));

const changes = (db: Db) => db.prepare('SELECT total_changes()').pluck().get() as number;

const gets = Object.entries(endpointPaths).filter(([, e]) => e.method === 'get');

/** Each GET path with its parameters filled two ways: ids ('1') and the kit's group slug ('banff', 'banff.png'). */
const paths = gets.flatMap(([, e]) => {
  const ids = e.path.replace(/\{(\w+)\}/g, '1');
  const slugs = e.path.replace(/\{(\w+)\}/g, (_, name: string) => (name.endsWith('Png') ? 'banff.png' : 'banff'));
  return ids === slugs ? [ids] : [ids, slugs];
});

describe('no GET writes', () => {
  it('walks every GET endpoint anonymously, as a player and as the admin, and no table changes', { timeout: 120_000 }, async () => {
    const { app, db, clock, admin } = await playerApp();
    const ann = (await signInPlayer(app, admin, 1)).session;
    // A submission whose window has run out, unanswered, and a confirmed result with its effects still to measure.
    const due = submitResult(db, { kind: 'player', address: 't', playerId: 1 }, { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 }, clock.t);
    const other = submitResult(db, { kind: 'player', address: 't', playerId: 3 }, { groupId: 1, opponentId: 4, myScore: 10, opponentScore: 5 }, clock.t);
    confirmByOpponent(db, other, { kind: 'player', address: 't', playerId: 4 }, clock.t);
    clock.t += 49 * HOUR;
    expect(gets.length).toBeGreaterThanOrEqual(60);
    expect(paths).toContain('/api/results/group/banff');

    const before = contents(db);
    const count = changes(db);
    for (const path of paths) await req(app, path, { method: 'GET' });
    expect(changes(db), 'anonymous GETs changed rows').toBe(count);
    for (const path of paths) await req(app, path, { method: 'GET', cookies: [ann] });
    for (const path of paths) await req(app, path, { method: 'GET', token: admin });
    expect(changed(before, contents(db))).toEqual([]);
    expect(db.prepare('SELECT state FROM pool_result_submissions WHERE id = ?').pluck().get(due)).toBe('awaiting');
    expect(db.prepare('SELECT COUNT(*) FROM pool_result_effects').pluck().get()).toBe(0);
  });
});
