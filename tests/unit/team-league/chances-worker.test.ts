/**
 * A card's chances are computed on the result-effects worker thread (the one queue of what a result sets off), with its own connection to the database file, after the
 * card's transaction has committed: the confirming call returns first, and the stored chances become current.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { adminEnterCard } from '../../../api/team-league/card-flow';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../../../api/team-league/demo-team-league';
import { storedChances } from '../../../api/team-league/team-chances-input';
import { resultEffectsIdle, startResultEffectsWorker, stopResultEffectsWorker } from '../../../api/players/results/effects-queue';
import { currentTeamSeason, findLeagueBySlug, listFixtures, listSquads, liveCards, squadOn } from '../../../api/team-league/team-queries';

let db: Db | null = null;
let dir = '';
afterEach(async () => {
  if (db) {
    await stopResultEffectsWorker(db);
    db.close();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('team chances off the request thread', () => {
  it('a card entered returns before its chances, which the worker thread then stores as current', async () => {
    dir = mkdtempSync(join(tmpdir(), 'team-chances-'));
    db = openDatabase(join(dir, 'league.db'));
    migrate(db);
    seedDemoTeamLeague(db, '2026-12-07');
    expect(startResultEffectsWorker(db)).toBe(true);
    const season = currentTeamSeason(db, findLeagueBySlug(db, TEAM_DEMO_SLUG)!.id)!;
    const cards = liveCards(db, season.id);
    const fixture = listFixtures(db, season.id).find((f) => f.date <= '2026-12-07' && !cards.has(f.id))!;
    const squads = listSquads(db, season.id);
    const home = squadOn(squads, fixture.home_team_id, fixture.date);
    const away = squadOn(squads, fixture.away_team_id, fixture.date);
    const frames = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [home[k % 5].player_id], awayPlayers: [away[k % 5].player_id], homeScore: 10, awayScore: 0 }));
    adminEnterCard(db, { kind: 'admin', address: 't' }, fixture.id, frames, Date.now());
    // The write has returned; the chances of its division are not current until the worker's pass.
    expect(storedChances(db, season.id, fixture.division_id)?.current).toBe(false);
    await resultEffectsIdle(db);
    const after = storedChances(db, season.id, fixture.division_id)!;
    expect(after.current).toBe(true);
    expect(after.teams).toHaveLength(6);
  }, 60_000);
});
