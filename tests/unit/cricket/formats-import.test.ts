import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { parseMatch } from '../../../api/cricket/import/parse-match';

// Fixture matches written for every format (tests/fixtures/cricsheet-formats, hand-made in Cricsheet's JSON format):
// 2000001 men's ODI England v India, India win by 10 wickets (D/L) chasing a revised 15 in 2 overs;
// 2000002 women's T20I England v Australia, tied 6 each, Australia win the super over 13/1 to 5/1;
// 2000003 men's ODI England v India, no result after 3 balls;
// 2000004 men's T20I England v India reduced to 5 overs a side, England win by 4 runs;
// 2000005 women's ODI England v India (the men's sides' names), England win by 5 runs.
// Every figure below is counted by hand from the deliveries in those files.

const DIR = 'tests/fixtures/cricsheet-formats';
const fixture = (id: string) => parseMatch(id, JSON.parse(readFileSync(`${DIR}/${id}.json`, 'utf8')));

async function imported() {
  const db = openDatabase(':memory:');
  migrate(db);
  const summary = await importCricsheet(db, DIR, { register: false });
  return { db, summary };
}

describe('limited-overs facts from the match files', () => {
  it('keeps a D/L result with its revised target and the margin in wickets', () => {
    const m = fixture('2000001');
    expect(m).toMatchObject({ format: 'odis', overs: 50, method: 'D/L', winner: 'India', result: 'win', marginWickets: 10, marginRuns: null, testNumber: 4600 });
    expect(m.limits[1]).toMatchObject({ matchInns: 2, targetRuns: 15, targetBalls: 12 });
    expect(m.limits[0]).toMatchObject({ targetRuns: null, targetBalls: null });
    expect(m.teamInnings[1]).toMatchObject({ runs: 18, wickets: 0, balls: 7 });
  });

  it('keeps a tie and its super over apart from the careers', () => {
    const m = fixture('2000002');
    expect(m).toMatchObject({ format: 'women-t20is', result: 'tie', winner: null, eliminator: 'Australia' });
    expect(m.superOvers).toEqual([
      { seq: 1, team: 'Australia', runs: 13, wickets: 1, balls: 6 },
      { seq: 2, team: 'England', runs: 5, wickets: 1, balls: 6 },
    ]);
    // Two regular innings only: AW 1 made 5 in the match proper (not 17 with the super over), and is not out.
    expect(m.teamInnings.map((t) => [t.team, t.runs])).toEqual([
      ['England', 6],
      ['Australia', 6],
    ]);
    const aw1 = m.innings.filter((i) => i.playerId === 'g00001');
    expect(aw1).toHaveLength(1);
    expect(aw1[0]).toMatchObject({ runs: 5, ballsFaced: 5, isOut: false, sixes: 0 });
    // The super over's bowlers bowled in no regular innings: no bowling figures, no match-ups against them.
    expect(m.bowling.some((b) => b.playerId === 'f00010' || b.playerId === 'g00010')).toBe(false);
    expect(m.innings.flatMap((i) => i.matchups).some((v) => v.bowlerId === 'f00010')).toBe(false);
    expect(m.fielding.some((f) => f.playerId === 'f00003')).toBe(false);
  });

  it('reads a no result', () => {
    const m = fixture('2000003');
    expect(m).toMatchObject({ format: 'odis', result: 'no result', winner: null, method: null });
    expect(m.teamInnings).toHaveLength(1);
  });

  it('reads a reduced-overs match: its overs and the target in balls', () => {
    const m = fixture('2000004');
    expect(m).toMatchObject({ format: 't20is', overs: 5, marginRuns: 4 });
    expect(m.limits[1]).toMatchObject({ targetRuns: 9, targetBalls: 30, powerplays: [{ from: 0.1, to: 1.6, type: 'mandatory' }] });
  });

  it('splits batting and bowling by phase: powerplay, middle, death', () => {
    const m = fixture('2000001');
    const row = (player: string, role: string, phase: string) => m.phases.find((p) => p.playerId === player && p.role === role && p.phase === phase);
    // EM 1: 4, 0, 1 in over 1 (powerplay); 1 in over 46 (death).
    expect(row('e00001', 'bat', 'powerplay')).toMatchObject({ balls: 3, runs: 5, outs: 0, dots: 1, fours: 1, sixes: 0 });
    expect(row('e00001', 'bat', 'death')).toMatchObject({ balls: 1, runs: 1, dots: 0 });
    // EM 2: a six, a wide (not a ball faced), bowled.
    expect(row('e00002', 'bat', 'powerplay')).toMatchObject({ balls: 2, runs: 6, outs: 1, dots: 1, sixes: 1 });
    // IM 11 bowled over 1: 12 runs (a wide among them), 6 legal balls, a wicket, 3 dots.
    expect(row('i00011', 'bowl', 'powerplay')).toMatchObject({ balls: 6, runs: 12, outs: 1, dots: 3, fours: 1, sixes: 1 });
    expect(row('i00010', 'bowl', 'death')).toMatchObject({ balls: 6, runs: 5, outs: 0, dots: 4, fours: 1 });
    expect(m.phases.some((p) => p.phase === 'middle')).toBe(false);
    // Tests have no phases.
    expect(m.limits[0].powerplays).toEqual([{ from: 0.1, to: 9.6, type: 'mandatory' }]);
  });

  it('imports every format, a women\'s side apart from the men\'s side of the same name', async () => {
    const { db, summary } = await imported();
    expect(summary.byFormat).toEqual({ odis: 2, 't20is': 1, 'women-t20is': 1, 'women-odis': 1 });
    expect(summary.skipped).toEqual([]);
    const results = db
      .prepare<[string], { fmt: string; result: string; winner: string | null }>(
        "SELECT fmt, result, winner FROM cricket_matches WHERE (team1 = ? OR team2 = 'England') ORDER BY fmt, match_id",
      )
      .all('England');
    expect(results).toEqual([
      { fmt: 'odis', result: 'win', winner: 'India' },
      { fmt: 'odis', result: 'no result', winner: null },
      { fmt: 't20is', result: 'win', winner: 'England' },
      { fmt: 'women-odis', result: 'win', winner: 'England' },
      { fmt: 'women-t20is', result: 'tie', winner: null },
    ]);
    // Every row carries its match's format.
    for (const t of ['cricket_innings', 'cricket_bowling_innings', 'cricket_team_innings', 'cricket_match_players']) {
      const bad = db.prepare(`SELECT COUNT(*) FROM ${t} x JOIN cricket_matches m ON m.match_id = x.match_id WHERE x.fmt <> m.fmt`).pluck().get();
      expect(bad, t).toBe(0);
    }
    expect(db.prepare('SELECT team, runs, wickets, balls FROM cricket_super_overs ORDER BY seq').all()).toEqual([
      { team: 'Australia', runs: 13, wickets: 1, balls: 6 },
      { team: 'England', runs: 5, wickets: 1, balls: 6 },
    ]);
    expect(db.prepare("SELECT target_runs, target_balls FROM cricket_team_innings WHERE match_id = '2000001' AND match_inns = 2").get()).toEqual({ target_runs: 15, target_balls: 12 });
    expect(db.prepare("SELECT overs, method, margin_wickets FROM cricket_matches WHERE match_id = '2000001'").get()).toEqual({ overs: 50, method: 'D/L', margin_wickets: 10 });
    // The super over's runs are in no career: AW 1 has 5 runs in all.
    expect(db.prepare("SELECT SUM(runs) FROM cricket_innings WHERE player_id = 'g00001'").pluck().get()).toBe(5);
    db.close();
  });

  it('imports the same archive twice to the same rows (idempotent)', async () => {
    const { db } = await imported();
    const count = () =>
      ['cricket_matches', 'cricket_innings', 'cricket_bowling_innings', 'cricket_phase_innings', 'cricket_super_overs', 'cricket_players'].map(
        (t) => db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get(),
      );
    const before = count();
    await importCricsheet(db, [DIR, DIR], { register: false });
    expect(count()).toEqual(before);
    db.close();
  });
});
