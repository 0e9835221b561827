/**
 * The league file's fixture lines and a season's own fixture file are planned by one planner
 * (api/admin/import-export/fixture-planner.ts): both see the same stored fixtures, skip the same ones and keep a
 * season to the same number of fixtures with the same message.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { planImport } from '../../../api/admin/import-export/league-import';
import { planFixtureImport } from '../../../api/admin/import-export/fixture-file';
import { MAX_SEASON_FIXTURES } from '../../../contracts/season-limits';
import { seedPool } from './admin-test-kit';

const LEAGUE_HEADER = 'date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round';
/** A fixture line of the league file. */
const leagueFixture = (date: string, p1: string, p2: string, deleted = '') => `${date},${p1},${p2},,,,Banff,${deleted},Winter,`;

let db: Db;
const SEASON = 1;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  seedPool(db); // Banff: Ann 1, Ben 2, Cat 3, Dan 4
  db.exec(`
    INSERT INTO pool_seasons (id, group_id, name, start_date) VALUES (${SEASON}, 1, 'Winter', '2026-01-05');
    INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id) VALUES (${SEASON}, '2026-01-06', 1, 2);
    INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, deleted_at)
      VALUES (${SEASON}, '2026-01-13', 1, 3, '2026-01-10 09:00:00');
  `);
});

describe('one planner for both fixture files', () => {
  it('both files find the stored fixture whatever the order and case of the pair; a removed one matches only a removed line', () => {
    const league = planImport(
      db,
      [
        LEAGUE_HEADER,
        leagueFixture('2026-01-06', 'ben', 'ANN'), // the live fixture, pair swapped: present
        leagueFixture('2026-01-13', 'Ann', 'Cat'), // live, but the stored one is removed: added
        leagueFixture('2026-01-13', 'Cat', 'Ann', '2026-01-10 09:00:00'), // the removed one: present
      ].join('\n'),
    ).report;
    expect(league).toMatchObject({ errors: [], fixturesAlreadyPresent: 2, fixturesToAdd: 1 });

    const season = planFixtureImport(db, SEASON, 'date,player1,player2\n2026-01-06,Ben,ann\n2026-01-13,Ann,Cat\n');
    expect(season.report).toMatchObject({ errors: [], fixturesAlreadyPresent: 1, fixturesToAdd: 1 });
    expect(season.fixtures).toEqual([{ line: 3, date: '2026-01-13', player1Id: 1, player2Id: 3 }]);
  });

  it('the same fixture twice in one file is added twice only when the season lacks both', () => {
    const twice = 'date,player1,player2\n2026-01-06,Ann,Ben\n2026-01-06,Ann,Ben\n';
    expect(planFixtureImport(db, SEASON, twice).report).toMatchObject({ fixturesAlreadyPresent: 1, fixturesToAdd: 1 });
    const league = planImport(db, [LEAGUE_HEADER, leagueFixture('2026-01-06', 'Ann', 'Ben'), leagueFixture('2026-01-06', 'Ben', 'Ann')].join('\n'));
    expect(league.report).toMatchObject({ fixturesAlreadyPresent: 1, fixturesToAdd: 1 });
  });

  it('a season full to the limit refuses the next fixture from either file with the same line and message', () => {
    // 1 live fixture stored; fill the season to MAX_SEASON_FIXTURES live ones.
    const add = db.prepare('INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id) VALUES (?, ?, 3, 4)');
    db.transaction(() => {
      for (let i = 1; i < MAX_SEASON_FIXTURES; i++) add.run(SEASON, '2026-02-01');
    })();
    // Two new fixtures make 2,002; the first one over the limit is the first new line (line 2 of each file).
    const reason = 'season: a season holds at most 2,000 fixtures; this would make 2,002 (Banff, Winter)';
    const season = planFixtureImport(db, SEASON, 'date,player1,player2\n2026-03-01,Ann,Ben\n2026-03-02,Ann,Ben\n');
    expect(season.report.errors).toEqual([{ line: 2, reason }]);
    const league = planImport(db, [LEAGUE_HEADER, leagueFixture('2026-03-01', 'Ann', 'Ben'), leagueFixture('2026-03-02', 'Ann', 'Ben')].join('\n'));
    expect(league.report.errors).toEqual([{ line: 2, reason }]);
    // A removed fixture takes no place in the season.
    const removed = planImport(db, [LEAGUE_HEADER, leagueFixture('2026-03-01', 'Ann', 'Ben', '2026-03-01 10:00:00')].join('\n'));
    expect(removed.report).toMatchObject({ errors: [], fixturesToAdd: 1 });
  });

  it('each file keeps its own rule for who may play: a member of the group, or a player of the league or the file', () => {
    // Eve (5) is a player of the league but not of Banff.
    const season = planFixtureImport(db, SEASON, 'date,player1,player2\n2026-01-20,Ann,Eve\n2026-01-20,Ann,Zed\n');
    expect(season.report.errors).toEqual([
      { line: 2, reason: 'player2 "Eve" is not a member of Banff' },
      { line: 3, reason: 'player2 "Zed" is not a player of the league' },
    ]);
    const league = planImport(db, [LEAGUE_HEADER, leagueFixture('2026-01-20', 'Ann', 'Eve'), leagueFixture('2026-01-20', 'Ann', 'Zed')].join('\n'));
    expect(league.report.errors).toEqual([{ line: 3, reason: 'player2 "Zed" is not a player of the league or of this file' }]);
    expect(league.report.fixturesToAdd).toBe(1);
  });
});
