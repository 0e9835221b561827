import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { buildDemoLeague, resetPoolData, seedDemoLeague, seedDemoLeagueIfEmpty } from '../../../api/league/demo-seed';
import { listGroupMatches } from '../../../api/league/match-queries';
import { listGroupPlayers, listGroups } from '../../../api/league/entity-queries';
import { computeStandings } from '../../../workers/ratings/standings';
import { DEMO_PLAYERS } from '../../../api/league/demo-league';
import { attributesForSkill } from '../../../api/league/demo-frames';
import { validatePlayerAttributes } from '../../../workers/frame-model/attributes';
import { fixtureDb } from './fixture-league';

function emptyDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('demo league', () => {
  const league = buildDemoLeague();

  it('is the same league for the same seed and a different one for another seed', () => {
    expect(buildDemoLeague()).toEqual(league);
    expect(buildDemoLeague(7).matches.slice(0, 20)).not.toEqual(league.matches.slice(0, 20));
  });

  it('has two groups of 6-9 players sharing a few, about a year of weekly sessions and several hundred matches each', () => {
    const db = emptyDb();
    const counts = seedDemoLeagueIfEmpty(db)!;
    expect(counts.groups).toBe(2);
    const groups = listGroups(db);
    expect(groups.map((g) => [g.name, g.url_slug])).toEqual([
      ['Banff', 'banff'],
      ['Hurricane', 'hurricane'],
    ]);
    const members = groups.map((g) => new Set(listGroupPlayers(db, g.id).map((p) => p.id)));
    for (const m of members) {
      expect(m.size).toBeGreaterThanOrEqual(6);
      expect(m.size).toBeLessThanOrEqual(9);
    }
    const shared = [...members[0]].filter((id) => members[1].has(id));
    expect(shared.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) {
      const matches = listGroupMatches(db, g.id);
      expect(matches.length).toBeGreaterThan(300);
      const sessions = new Set(matches.map((m) => m.game_date));
      expect(sessions.size).toBeGreaterThanOrEqual(40);
      const first = new Date(matches[0].game_date).getTime();
      const last = new Date(matches[matches.length - 1].game_date).getTime();
      expect((last - first) / 86_400_000).toBeGreaterThan(330);
      // One session a week: consecutive session dates are 7, 14, ... days apart.
      const dates = [...sessions].map((d) => new Date(d).getTime()).sort((a, b) => a - b);
      for (let i = 1; i < dates.length; i++) expect(((dates[i] - dates[i - 1]) / 86_400_000) % 7).toBe(0);
      expect(new Set(matches.map((m) => m.fixture_weight)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives ratings that follow the hidden skills (rank correlation over the league)', () => {
    const db = emptyDb();
    seedDemoLeague(db, league);
    const skill = new Map(DEMO_PLAYERS.map((p) => [p.name, p.skill]));
    for (const g of listGroups(db)) {
      const rows = computeStandings(listGroupPlayers(db, g.id), listGroupMatches(db, g.id));
      const bySkill = [...rows].sort((a, b) => skill.get(b.name)! - skill.get(a.name)!).map((r) => r.name);
      // Spearman rank correlation between rating order and skill order.
      const n = rows.length;
      const d2 = rows.reduce((s, r, i) => s + (i - bySkill.indexOf(r.name)) ** 2, 0);
      expect(1 - (6 * d2) / (n * (n * n - 1))).toBeGreaterThan(0.7);
    }
  });

  it('maps every hidden skill to valid frame-engine attributes', () => {
    for (const s of [0, 0.29, 0.5, 0.82, 1]) expect(() => validatePlayerAttributes(attributesForSkill(s), 'player1')).not.toThrow();
  });

  it('never loads over existing pool data, and a reset rebuilds it', () => {
    const db = fixtureDb();
    expect(seedDemoLeagueIfEmpty(db)).toBeNull();
    expect(listGroups(db).map((g) => g.url_slug)).toEqual(['alpha', 'beta']);
    resetPoolData(db);
    expect(seedDemoLeagueIfEmpty(db)).not.toBeNull();
    expect(listGroups(db).map((g) => g.url_slug)).toEqual(['banff', 'hurricane']);
  });
});

describe('pool schema constraints', () => {
  const db = fixtureDb();
  const insert = (over: Record<string, unknown>) => {
    const row = { game_datetime: '2025-03-01 19:00:00', player_1_id: 1, player_2_id: 2, score_1: 10, score_2: 3, winner_player_id: 1, fixture_weight: 1, win_weight: 1, ...over };
    return () =>
      db
        .prepare(
          `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight, win_weight)
           VALUES (@game_datetime, @player_1_id, @player_2_id, @score_1, @score_2, @winner_player_id, @fixture_weight, @win_weight)`,
        )
        .run(row);
  };
  it('accepts a good row and rejects every kind of bad one', () => {
    expect(insert({})).not.toThrow();
    expect(insert({ score_2: 8 })).toThrow(/CHECK/);
    expect(insert({ score_2: 10 })).toThrow(/CHECK/);
    expect(insert({ score_1: 7 })).toThrow(/CHECK/);
    expect(insert({ winner_player_id: 2 })).toThrow(/CHECK/);
    expect(insert({ player_2_id: 1 })).toThrow(/CHECK/);
    expect(insert({ player_2_id: 99 })).toThrow(/FOREIGN KEY/);
    expect(insert({ fixture_weight: 0 })).toThrow(/CHECK/);
    expect(insert({ win_weight: -1 })).toThrow(/CHECK/);
    expect(insert({ game_datetime: '01/03/2025' })).toThrow(/CHECK/);
    expect(insert({ game_datetime: '2025-03-01' })).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE pool_matches SET deleted_at = 'yesterday' WHERE match_id = 1").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE pool_matches SET deleted_at = '2025-03-02 10:00:00' WHERE match_id = 1").run()).not.toThrow();
    expect(insert({ score_1: '10' as unknown as number, score_2: 'x' })).toThrow();
    expect(() => db.prepare("INSERT INTO pool_groups (name, url_slug) VALUES ('X', 'Bad Slug')").run()).toThrow(/CHECK/);
  });
});

describe('GET /api/pool/league: whether the league shown is the generated demo league', () => {
  it('says demo while the demo is loaded, and not once it is removed or for a league of other players', async () => {
    const { createApp } = await import('../../../api/app');
    const db = emptyDb();
    seedDemoLeagueIfEmpty(db);
    const ask = async () => ((await (await createApp({ db }).request('/api/pool/league')).json()) as { data: { demo: boolean } }).data.demo;
    expect(await ask()).toBe(true);
    resetPoolData(db);
    expect(await ask()).toBe(false);
    // The unit tests' own league (Ann, Ben, Cat...) is not the demo.
    const other = fixtureDb();
    expect(((await (await createApp({ db: other }).request('/api/pool/league')).json()) as { data: { demo: boolean } }).data.demo).toBe(false);
  });
});
