import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { cricketStartupImport } from '../../../api/cricket/import/startup-import';

// tests/fixtures/cricsheet-scorecards/1000101.json: India v New Zealand at the Wankhede, India 152/6 dec, New Zealand
// 32 and (following on) 34: India won by an innings and 86 runs. The figures below are counted by hand from its
// deliveries (over by over: 4, 9, 0, 12, 6, 11, 11, 14, 17, 21, 22, 25 = 152 for India).
const SOURCE = 'tests/fixtures/cricsheet-scorecards';
const SCORECARD_TABLES = [
  'cricket_team_innings',
  'cricket_bowling_innings',
  'cricket_fielding_innings',
  'cricket_fall_of_wickets',
  'cricket_partnerships',
  'cricket_partnership_batters',
  'cricket_reviews',
];

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}
const dump = (db: Db) => Object.fromEntries(SCORECARD_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2, 3, 4`).all()]));
const all = (db: Db, sql: string) => db.prepare(sql).all();

describe('the importer stores the scorecard with the batting rows', () => {
  it('team innings: totals, wickets, legal balls, declaration, follow-on and extras', async () => {
    const db = freshDb();
    await importCricsheet(db, SOURCE, { register: false });
    expect(
      all(db, 'SELECT match_inns, team, opposition, runs, wickets, balls, declared, forfeited, follow_on, byes, legbyes, wides, noballs, penalty FROM cricket_team_innings ORDER BY match_inns'),
    ).toEqual([
      // 12 overs; 4 byes (over 4), 1 leg bye and 1 wide (over 1), 1 no-ball (over 3), 5 penalty runs (over 7).
      { match_inns: 1, team: 'India', opposition: 'New Zealand', runs: 152, wickets: 6, balls: 72, declared: 1, forfeited: 0, follow_on: 0, byes: 4, legbyes: 1, wides: 1, noballs: 1, penalty: 5 },
      // 9.4 overs = 58 legal balls.
      { match_inns: 2, team: 'New Zealand', opposition: 'India', runs: 32, wickets: 10, balls: 58, declared: 0, forfeited: 0, follow_on: 0, byes: 0, legbyes: 0, wides: 1, noballs: 1, penalty: 0 },
      // Following on: 8.5 overs = 53 legal balls.
      { match_inns: 3, team: 'New Zealand', opposition: 'India', runs: 34, wickets: 10, balls: 53, declared: 0, forfeited: 0, follow_on: 1, byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0 },
    ]);
    expect(all(db, 'SELECT toss_winner, toss_decision, player_of_match, winner, result FROM cricket_matches')).toEqual([
      { toss_winner: 'India', toss_decision: 'bat', player_of_match: '["c100000a"]', winner: 'India', result: 'win' },
    ]);
  });

  it('bowling, fielding and dismissals: a 10-wicket match, the keeper credits, a substitute credited nothing', async () => {
    const db = freshDb();
    await importCricsheet(db, SOURCE, { register: false });
    // J Shah (c100000a): 5 in each New Zealand innings.
    expect(all(db, "SELECT match_inns, wickets, match_year, ground, host_country FROM cricket_bowling_innings WHERE player_id = 'c100000a' ORDER BY match_inns")).toEqual([
      { match_inns: 2, wickets: 5, match_year: 2024, ground: 'Wankhede Stadium', host_country: 'India' },
      { match_inns: 3, wickets: 5, match_year: 2024, ground: 'Wankhede Stadium', host_country: 'India' },
    ]);
    // G Nair (c1000007) kept wicket: c Nair b Reddy and st Nair b Shah and run out (Singh/Nair) in the first New
    // Zealand innings, c Nair b Das and st Nair b Shah in the second.
    expect(
      all(db, "SELECT SUM(catches) AS c, SUM(caught_and_bowled) AS cb, SUM(stumpings) AS st, SUM(run_outs) AS ro FROM cricket_fielding_innings WHERE player_id = 'c1000007'"),
    ).toEqual([{ c: 2, cb: 0, st: 2, ro: 1 }]);
    expect(all(db, "SELECT COUNT(*) AS n FROM cricket_fielding_innings WHERE player_id = 'c1000014'")).toEqual([{ n: 0 }]);
    expect(
      all(db, "SELECT dismissal_text, dismissal_bowler_id, dismissal_fielders, fow_wicket FROM cricket_innings WHERE match_inns = 3 AND player_id = 'c2000003'"),
    ).toEqual([{ dismissal_text: 'c Menon (sub) b Das', dismissal_bowler_id: 'c1000009', dismissal_fielders: '[{"player_id":"c1000014","name":"X Menon","substitute":true}]', fow_wicket: 2 }]);
    // A Kumar retired hurt in over 5, came back at the second wicket and was run out (Clarke/Grant) at the third.
    expect(all(db, "SELECT dismissal_text, is_out, fow_wicket FROM cricket_innings WHERE match_inns = 1 AND player_id = 'c1000001'")).toEqual([
      { dismissal_text: 'run out (Clarke/Grant)', is_out: 1, fow_wicket: 3 },
    ]);
    expect(all(db, "SELECT dismissal_text FROM cricket_innings WHERE match_inns = 1 AND player_id = 'c100000b'")).toEqual([{ dismissal_text: null }]);
    expect(all(db, 'SELECT COUNT(*) AS n FROM cricket_reviews')).toEqual([{ n: 2 }]);
  });

  it('a re-import replaces the match whole: every scorecard row the same, nothing doubled', async () => {
    const db = freshDb();
    await importCricsheet(db, SOURCE, { register: false });
    const first = dump(db);
    expect(first.cricket_partnerships).toHaveLength(7 + 10 + 10);
    expect(first.cricket_fall_of_wickets).toHaveLength(6 + 10 + 10);
    await importCricsheet(db, SOURCE, { register: false });
    expect(dump(db)).toEqual(first);
  });

  it('the start-up import fills the scorecard of matches imported before it existed', async () => {
    const db = freshDb();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await importCricsheet(db, SOURCE, { register: false });
    db.prepare('UPDATE cricket_matches SET result = NULL').run();
    db.prepare('DELETE FROM cricket_bowling_innings').run();
    await cricketStartupImport(db, { CRICSHEET_SOURCE: SOURCE, CRICSHEET_AUTO_IMPORT: '0' });
    // Hughes, Irwin and King; then Reddy, Das, Shah and Joshi in each New Zealand innings: 3 + 4 + 4.
    expect(all(db, 'SELECT COUNT(*) AS n FROM cricket_bowling_innings')).toEqual([{ n: 11 }]);
    expect(all(db, 'SELECT result FROM cricket_matches')).toEqual([{ result: 'win' }]);
    log.mockRestore();
  });
});
