import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { ScorecardRecount, oversOf, type CricsheetMatch } from '../../../scripts/cricket-scorecard-recount';
import { compareScorecards } from '../../../scripts/cricket-scorecard-compare';

const SOURCE = 'tests/fixtures/cricsheet-scorecards';

async function setUp() {
  const db = openDatabase(':memory:');
  migrate(db);
  await importCricsheet(db, SOURCE, { register: false });
  const rc = new ScorecardRecount();
  rc.add('1000101', JSON.parse(readFileSync(`${SOURCE}/1000101.json`, 'utf8')) as CricsheetMatch);
  return { db, rc };
}

describe('the real-archive recount (scripts/cricket-scorecard-recount.ts and -compare.ts)', () => {
  it('recounts the fixture by hand-checkable rules: J Shah 10 wickets, India 152/6 in 12 overs', async () => {
    const { rc } = await setUp();
    // J Shah: 5 in each New Zealand innings, so one ten-wicket match and two five-wicket innings.
    expect(rc.bowling.get('c100000a')).toMatchObject({ wickets: 10, fiveW: 2, fourW: 0, tenW: 1 });
    expect(rc.innings.get('1000101/1')).toMatchObject({ runs: 152, wickets: 6, balls: 72 });
    expect(oversOf(72)).toBe('12');
    expect(oversOf(58)).toBe('9.4');
  });

  it('finds nothing to report when the database matches, and reports a changed row', async () => {
    const { db, rc } = await setUp();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(compareScorecards(db, rc)).toEqual([]);
    db.prepare("UPDATE cricket_bowling_innings SET maidens = maidens + 1 WHERE player_id = 'c100000a' AND match_inns = 2").run();
    db.prepare("UPDATE cricket_fall_of_wickets SET runs = runs + 1 WHERE match_inns = 3 AND wicket = 4").run();
    db.prepare("UPDATE cricket_fielding_innings SET stumpings = 0 WHERE player_id = 'c1000007'").run();
    const bad = compareScorecards(db, rc);
    log.mockRestore();
    expect(bad.some((b) => b.startsWith('[scorecards] bowling c100000a:'))).toBe(true);
    expect(bad.some((b) => b.startsWith('[scorecards] innings 1000101/2 bowlers'))).toBe(true);
    expect(bad.some((b) => b.startsWith('[scorecards] innings 1000101/3 fall of wickets'))).toBe(true);
    expect(bad.some((b) => b.startsWith('[scorecards] fielding c1000007:'))).toBe(true);
  });
});
