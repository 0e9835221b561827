/**
 * A confirmed result's effects measured on a worker thread (api/players/results/effects-queue.ts): on a database
 * file with a large group and a season to forecast, confirming answers without the standings or the forecasts on
 * this thread, and the effects arrive afterwards, the same as measured here by hand on the league before and after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { confirmByOpponent, afterConfirm, submitResult } from '../../../api/players/results/submission-flow';
import { resultEffectsIdle, startResultEffectsWorker, stopResultEffectsWorker } from '../../../api/players/results/effects-queue';
import { groupSnapshot } from '../../../api/players/results/result-effects';
import { cleanUp, fileApp } from './file-db-kit';

afterEach(cleanUp);

describe('result effects on a worker thread', () => {
  it('confirming never waits for the effects; they arrive from the worker, equal to the league before and after', { timeout: 120_000 }, async () => {
    const { db } = await fileApp(20_000, stopResultEffectsWorker);
    expect(startResultEffectsWorker(db)).toBe(true);
    // A season for Hurricane (players 3-6) with fixtures to play, so the title chances are forecast (10,000 seasons).
    db.exec(`INSERT INTO pool_seasons (id, group_id, name, start_date) VALUES (1, 2, 'Big', '2026-01-01')`);
    const fx = db.prepare('INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id) VALUES (1, ?, ?, ?)');
    for (const [a, b] of [[3, 4], [5, 6], [3, 5], [4, 6], [3, 6], [4, 5]]) fx.run('2099-01-01', a, b);
    const now = Date.now();
    const id = submitResult(db, { kind: 'player', address: 't', playerId: 3 }, { groupId: 2, opponentId: 4, myScore: 10, opponentScore: 2 }, now);
    const before = groupSnapshot(db, 2);
    let matchId = 0;
    matchId = confirmByOpponent(db, id, { kind: 'player', address: 't', playerId: 4 }, now);
    afterConfirm(db);
    // Nothing of the effects was measured on this thread: the confirmation returned before any row of them exists
    // (the time it takes under load is bench/'s, not a unit test's).
    expect(db.prepare('SELECT COUNT(*) FROM pool_result_effects').pluck().get()).toBe(0);
    await resultEffectsIdle(db);
    const after = groupSnapshot(db, 2);
    const rows = db.prepare('SELECT player_id, rating_before, rating_after, rank_before, rank_after, title_before, title_after FROM pool_result_effects WHERE match_id = ? ORDER BY player_id').all(matchId);
    expect(rows).toEqual(
      [3, 4].map((p) => ({
        player_id: p,
        rating_before: before.rating.get(p),
        rating_after: after.rating.get(p),
        rank_before: before.rank.get(p),
        rank_after: after.rank.get(p),
        title_before: before.title!.get(p),
        title_after: after.title!.get(p),
      })),
    );
  });
});
