import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import type { RecordTable } from '../../../common/cricket/record-tables';
import { PlayerBowlingMatchups, PlayerBowling } from '../../../contracts/cricket-bowling';
import { FieldingMatch, PlayerFielding } from '../../../contracts/cricket-fielding';
import { RECORD_ROW_SCHEMAS, RecordsFilterOptions } from '../../../contracts/cricket-records';

/**
 * Bowling, fielding and records answers over rows written here by hand (not by the importer), with every expected
 * figure worked out by hand in the comments.
 *
 * Players: A (England bowler), B (England), X and Y (Australia).
 * m1 2019 Lord's, England host: A bowls Australia's 1st innings 60 balls 2 mdns 30 runs 5 wkts and its 3rd 48-1-20-5
 *   (match 10/50: a ten-wicket match); B 30-0-25-1 in the 1st.
 * m2 2020 MCG, Australia host: A 72-0-40-4 (a four-wicket innings) in the 2nd and 6-0-15-0 in the 4th.
 * m3 2021 Lord's: everyone in the XI, nobody bowls.
 * A: 3 Tests, 4 innings, 186 balls, 3 maidens, 105 runs, 14 wickets; BBI 5/20 (5 wickets: 20 runs beats 30), BBM 10/50;
 *   average 105/14 = 7.5; economy 6 x 105/186 = 3.3870.. -> 3.39; strike rate 186/14 = 13.2857.. -> 13.29; 4w 1, 5w 2, 10w 1.
 * Fielding: X 2 catches and 1 stumping in m1 (England's 2nd innings), 1 catch and 1 run out in m2; B 1 catch in m1,
 *   a caught and bowled (counted in catches and in caught_and_bowled).
 * Batting: X 120 (c, bowler A) and 0 (b A) in m1, 80* in m2; Y 30 (lbw A) in m1.
 */

function seed(db: Db) {
  const player = db.prepare('INSERT INTO cricket_players (player_id, name, url_slug, name_date) VALUES (?, ?, ?, ?)');
  for (const [id, name] of [
    ['a1', 'A Bowler'],
    ['b1', 'B Other'],
    ['x1', 'X Batter'],
    ['y1', 'Y Tail'],
  ]) player.run(id, name, name.toLowerCase().replace(' ', '-'), '2019-01-01');
  const match = db.prepare(
    `INSERT INTO cricket_matches (match_id, start_date, end_date, team1, team2, venue, ground, host_country, city, outcome)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 'Draw')`,
  );
  match.run('m1', '2019-08-14', '2019-08-18', 'England', 'Australia', "Lord's, London", "Lord's", 'England');
  match.run('m2', '2020-12-26', '2020-12-30', 'Australia', 'England', 'Melbourne Cricket Ground', 'Melbourne Cricket Ground', 'Australia');
  match.run('m3', '2021-06-10', '2021-06-14', 'England', 'Australia', "Lord's, London", "Lord's", 'England');
  const xi = db.prepare('INSERT INTO cricket_match_players (match_id, player_id, team, name) VALUES (?, ?, ?, ?)');
  for (const m of ['m1', 'm2', 'm3']) {
    xi.run(m, 'a1', 'England', 'A Bowler');
    xi.run(m, 'b1', 'England', 'B Other');
    xi.run(m, 'x1', 'Australia', 'X Batter');
    xi.run(m, 'y1', 'Australia', 'Y Tail');
  }
  const where: Record<string, [string, number, string, string | null]> = {
    m1: ['2019-08-14', 2019, "Lord's", 'England'],
    m2: ['2020-12-26', 2020, 'Melbourne Cricket Ground', 'Australia'],
    m3: ['2021-06-10', 2021, "Lord's", 'England'],
  };
  const bowl = db.prepare(
    `INSERT INTO cricket_bowling_innings (match_id, match_inns, player_id, team, opposition, bowling_order, balls, maidens, runs, wickets,
       wides, no_balls, dots, fours, sixes, match_start_date, match_year, ground, host_country)
     VALUES (?, ?, ?, 'England', 'Australia', ?, ?, ?, ?, ?, 0, 0, 0, 0, 0, ?, ?, ?, ?)`,
  );
  const b = (m: string, inns: number, id: string, order: number, balls: number, mdns: number, runs: number, wkts: number) =>
    bowl.run(m, inns, id, order, balls, mdns, runs, wkts, ...where[m]);
  b('m1', 1, 'a1', 1, 60, 2, 30, 5);
  b('m1', 1, 'b1', 2, 30, 0, 25, 1);
  b('m1', 3, 'a1', 1, 48, 1, 20, 5);
  b('m2', 2, 'a1', 1, 72, 0, 40, 4);
  b('m2', 4, 'a1', 1, 6, 0, 15, 0);
  const field = db.prepare(
    `INSERT INTO cricket_fielding_innings (match_id, match_inns, player_id, team, opposition, catches, caught_and_bowled, stumpings, run_outs,
       match_start_date, match_year, ground, host_country) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  field.run('m1', 2, 'x1', 'Australia', 'England', 2, 0, 1, 0, ...where.m1);
  field.run('m2', 1, 'x1', 'Australia', 'England', 1, 0, 0, 1, ...where.m2);
  field.run('m1', 1, 'b1', 'England', 'Australia', 1, 1, 0, 0, ...where.m1);
  const bat = db.prepare(
    `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out, is_fifty, is_century,
       fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin, dismissal_bowler_id)
     VALUES (?, ?, ?, 'Australia', 'England', ?, ?, 1, ?, ?, ?, 0, 0, NULL, 1, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  bat.run('m1', 'x1', 1, 120, 200, 1, 0, 1, 'caught', ...where.m1, 'a1');
  bat.run('m1', 'x1', 3, 0, 3, 1, 0, 0, 'bowled', ...where.m1, 'a1');
  bat.run('m2', 'x1', 2, 80, 150, 0, 1, 0, 'not out', ...where.m2, null);
  bat.run('m1', 'y1', 1, 30, 60, 1, 0, 0, 'lbw', ...where.m1, 'a1');
  const mu = db.prepare('INSERT INTO cricket_matchups (match_id, match_inns, batter_id, bowler_id, balls, runs, dismissals, dots, fours, sixes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)');
  mu.run('m1', 1, 'x1', 'a1', 40, 20, 1, 25, 2);
  mu.run('m1', 1, 'y1', 'a1', 20, 10, 1, 12, 1);
  mu.run('m1', 3, 'x1', 'a1', 3, 0, 1, 3, 0);
}

let app: ReturnType<typeof createApp>;
const get = async (path: string) => {
  const res = await app.request(`/api/cricket${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: never } };
};

beforeAll(() => {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db);
  app = createApp({ db });
});

describe('GET /api/cricket/player_bowling/{slug}', () => {
  it("sums a bowler's career with best figures, averages rounded half up and Statsguru's 4w/5w/10w", async () => {
    const { status, body } = await get('/player_bowling/a-bowler');
    expect(status).toBe(200);
    const d = PlayerBowling.parse(body.data);
    expect(d.summary).toEqual({
      matches: 3,
      innings: 4,
      balls: 186,
      maidens: 3,
      runs: 105,
      wickets: 14,
      best_innings: { wickets: 5, runs: 20 },
      best_match: { wickets: 10, runs: 50 },
      average: 7.5,
      economy: 3.39,
      strike_rate: 13.29,
      four_wickets: 1,
      five_wickets: 2,
      ten_wickets: 1,
    });
    expect(d.innings.map((i) => `${i.match_id}/${i.match_inns} ${i.balls}-${i.maidens}-${i.runs}-${i.wickets}`)).toEqual([
      'm1/1 60-2-30-5',
      'm1/3 48-1-20-5',
      'm2/2 72-0-40-4',
      'm2/4 6-0-15-0',
    ]);
  });

  it('gives a player who never bowled zeros and no innings, and an unknown player a 404', async () => {
    const { body } = await get('/player_bowling/y-tail');
    expect(body.data).toEqual({
      summary: {
        matches: 3, innings: 0, balls: 0, maidens: 0, runs: 0, wickets: 0, best_innings: null, best_match: null,
        average: null, economy: null, strike_rate: null, four_wickets: 0, five_wickets: 0, ten_wickets: 0,
      },
      innings: [],
    });
    expect((await get('/player_bowling/nobody-here')).status).toBe(404);
    const bad = await get('/player_bowling/bad_slug!');
    expect(bad.status).toBe(400);
  });

  it("lists the bowler's side of the match-ups and every wicket's kind", async () => {
    const d = PlayerBowlingMatchups.parse((await get('/player_bowling_matchups/a-bowler')).body.data);
    expect(d.batters).toEqual({ x1: 'X Batter', y1: 'Y Tail' });
    expect(d.rows).toHaveLength(3);
    expect(d.wickets.map((w) => `${w.batter_id} ${w.kind}`)).toEqual(['x1 caught', 'y1 lbw', 'x1 bowled']);
  });
});

describe('GET /api/cricket/player_fielding/{slug}', () => {
  it('sums the credits and gives every year he played, credits or not', async () => {
    const d = PlayerFielding.parse((await get('/player_fielding/x-batter')).body.data);
    expect(d.summary).toEqual({ matches: 3, catches: 3, caught_and_bowled: 0, stumpings: 1, run_outs: 1 });
    expect(d.by_year).toEqual([
      { year: 2019, matches: 1, catches: 2, caught_and_bowled: 0, stumpings: 1, run_outs: 0 },
      { year: 2020, matches: 1, catches: 1, caught_and_bowled: 0, stumpings: 0, run_outs: 1 },
      { year: 2021, matches: 1, catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 0 },
    ]);
    expect((await get('/player_fielding/b-other')).body.data).toMatchObject({ summary: { catches: 1, caught_and_bowled: 1 } });
  });
});

describe('GET /api/cricket/player_fielding_matches/{slug}', () => {
  it('gives every Test he played, oldest first, with his credits in it (0 when none) and the other side as opposition', async () => {
    const { status, body } = await get('/player_fielding_matches/x-batter');
    expect(status).toBe(200);
    const rows = (body.data as unknown[]).map((r) => FieldingMatch.parse(r));
    // X (Australia): m1 2019 at Lord's (England host) 2 catches + 1 stumping; m2 2020 at the MCG (home) 1 catch + 1 run out; m3 nothing.
    expect(rows).toEqual([
      { match_id: 'm1', match_start_date: '2019-08-14', match_year: 2019, team: 'Australia', opposition: 'England', ground: "Lord's", host_country: 'England', catches: 2, caught_and_bowled: 0, stumpings: 1, run_outs: 0 },
      { match_id: 'm2', match_start_date: '2020-12-26', match_year: 2020, team: 'Australia', opposition: 'England', ground: 'Melbourne Cricket Ground', host_country: 'Australia', catches: 1, caught_and_bowled: 0, stumpings: 0, run_outs: 1 },
      { match_id: 'm3', match_start_date: '2021-06-10', match_year: 2021, team: 'Australia', opposition: 'England', ground: "Lord's", host_country: 'England', catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 0 },
    ]);
    // B (England): the caught and bowled in m1, counted in catches too; Australia is his opposition.
    const b = (await get('/player_fielding_matches/b-other')).body.data as FieldingMatch[];
    expect(b.map((r) => [r.match_id, r.opposition, r.catches, r.caught_and_bowled])).toEqual([
      ['m1', 'Australia', 1, 1],
      ['m2', 'Australia', 0, 0],
      ['m3', 'Australia', 0, 0],
    ]);
  });

  it('answers 404 for no such player, 400 naming the slug when malformed, and 304 for the same data version', async () => {
    expect((await get('/player_fielding_matches/no-one')).status).toBe(404);
    const bad = await get('/player_fielding_matches/bad%20slug');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('slug');
    const first = await app.request('/api/cricket/player_fielding_matches/x-batter');
    const again = await app.request('/api/cricket/player_fielding_matches/x-batter', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/cricket/records/{table}', () => {
  const rec = async (table: RecordTable, query = '') => {
    const { status, body } = await get(`/records/${table}${query}`);
    expect(status).toBe(200);
    const rows = (body.data as unknown[]).map((r) => RECORD_ROW_SCHEMAS[table].parse(r));
    return { ...body, rows } as unknown as { rows: Record<string, unknown>[]; total: number; tests: number; min: number | null; limit: number; offset: number };
  };

  it('ranks most wickets over the whole archive and over the filtered Tests (ground, years)', async () => {
    const all = await rec('most-wickets');
    expect(all.rows.map((r) => [r.rank, r.name, r.wickets, r.matches])).toEqual([
      [1, 'A Bowler', 14, 3],
      [2, 'B Other', 1, 3],
    ]);
    expect(all).toMatchObject({ total: 2, tests: 3, limit: 50, offset: 0, min: null });
    // At Lord's: m1 and m3 (A took 10 in m1, bowled nowhere in m3; both count as his Tests there).
    const lords = await rec('most-wickets', `?ground=${encodeURIComponent("Lord's")}`);
    expect(lords.rows.map((r) => [r.name, r.wickets, r.matches, r.average, r.ten_wickets])).toEqual([
      ['A Bowler', 10, 2, 5, 1],
      ['B Other', 1, 2, 25, 0],
    ]);
    expect(lords.tests).toBe(2);
    const y2020 = await rec('most-wickets', '?from=2020&to=2020');
    expect(y2020.rows.map((r) => [r.name, r.wickets, r.runs])).toEqual([['A Bowler', 4, 55]]);
    expect(y2020.tests).toBe(1);
    expect((await rec('most-wickets', '?team=Australia')).rows).toEqual([]);
  });

  it('ranks best bowling in an innings and in a match, most wickets then fewest runs', async () => {
    const inns = await rec('best-bowling-innings');
    expect(inns.rows.map((r) => `${r.rank} ${r.name} ${r.wickets}/${r.runs} ${r.match_id}`)).toEqual([
      '1 A Bowler 5/20 m1',
      '2 A Bowler 5/30 m1',
      '3 A Bowler 4/40 m2',
      '4 B Other 1/25 m1',
    ]);
    const match = await rec('best-bowling-match');
    expect(match.rows.map((r) => `${r.rank} ${r.name} ${r.wickets}/${r.runs} ${r.match_id}`)).toEqual([
      '1 A Bowler 10/50 m1',
      '2 A Bowler 4/55 m2',
      '3 B Other 1/25 m1',
    ]);
    const page2 = await rec('best-bowling-innings', '?limit=2&offset=2');
    expect(page2.rows.map((r) => r.rank)).toEqual([3, 4]);
    expect(page2.total).toBe(4);
  });

  it('applies the averages qualification (balls for bowling, innings for batting) and says which', async () => {
    expect((await rec('best-bowling-average')).rows).toEqual([]);
    const q = await rec('best-bowling-average', '?min=100');
    expect(q.rows.map((r) => [r.name, r.average, r.economy, r.strike_rate])).toEqual([['A Bowler', 7.5, 3.39, 13.29]]);
    expect(q.min).toBe(100);
    const bat = await rec('best-batting-average', '?min=3');
    // X: 200 runs, 3 innings, 2 outs = 100.00; Y: 1 innings, below the minimum.
    expect(bat.rows.map((r) => [r.name, r.average, r.not_outs, r.highest_score, r.highest_not_out])).toEqual([['X Batter', 100, 1, 120, false]]);
  });

  it('ranks highest scores (not out above out on the same score) and most runs, catches and stumpings', async () => {
    const hs = await rec('highest-scores');
    expect(hs.rows.map((r) => `${r.runs}${r.not_out ? '*' : ''}`)).toEqual(['120', '80*', '30', '0']);
    const runs = await rec('most-runs', '?host=England');
    expect(runs.rows.map((r) => [r.name, r.runs, r.innings, r.matches])).toEqual([
      ['X Batter', 120, 2, 2],
      ['Y Tail', 30, 1, 2],
    ]);
    // X Batter stumped in m1, so he kept wicket there; Australia made no stumping in m2 or m3, so its keeper there is
    // its keeper in the nearest Test with one (m1), who played: his 3 catches are a keeper's, not a fielder's.
    expect((await rec('most-catches')).rows.map((r) => [r.name, r.catches, r.caught_and_bowled])).toEqual([['B Other', 1, 1]]);
    const keepers = (await rec('most-keeper-dismissals')).rows as unknown as { name: string; dismissals: number; catches: number; stumpings: number; kept: number; matches: number }[];
    expect(keepers.map((r) => [r.name, r.dismissals, r.catches, r.stumpings, r.kept, r.matches])).toEqual([['X Batter', 4, 3, 1, 3, 3]]);
    expect((await rec('most-stumpings')).rows.map((r) => [r.name, r.stumpings])).toEqual([['X Batter', 1]]);
    expect((await rec('most-centuries')).rows.map((r) => [r.name, r.hundreds])).toEqual([['X Batter', 1]]);
    expect((await rec('most-five-wickets')).rows.map((r) => [r.name, r.five_wickets])).toEqual([['A Bowler', 2]]);
  });

  it('answers a bad table or filter with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/records/most-ducks', 'table'],
      ['/records/most-runs?from=19x9', 'from'],
      ['/records/most-runs?from=2021&to=2019', 'to'],
      ['/records/most-runs?limit=0', 'limit'],
      ['/records/most-runs?min=-1', 'min'],
      ['/records/most-runs?team=', 'team'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(JSON.stringify(body), path).toContain(field);
    }
  });

  it('offers the filter values', async () => {
    const d = RecordsFilterOptions.parse((await get('/records_filters')).body.data);
    expect(d).toEqual({ tests: 3, teams: ['Australia', 'England'], hosts: ['Australia', 'England'], grounds: ["Lord's", 'Melbourne Cricket Ground'], first_year: 2019, last_year: 2021 });
  });
});

describe('GET /api/cricket/players_bowling and players_fielding', () => {
  it('lists every bowler and fielder with career figures', async () => {
    const bowlers = (await get('/players_bowling')).body.data as { player_id: string; wickets: number; best_match: unknown }[];
    expect(bowlers.map((r) => [r.player_id, r.wickets])).toEqual([
      ['a1', 14],
      ['b1', 1],
    ]);
    expect(bowlers[0].best_match).toEqual({ wickets: 10, runs: 50 });
    const fielders = (await get('/players_fielding')).body.data;
    expect(fielders).toEqual([
      { player_id: 'x1', matches: 3, catches: 3, caught_and_bowled: 0, stumpings: 1, run_outs: 1 },
      { player_id: 'b1', matches: 3, catches: 1, caught_and_bowled: 1, stumpings: 0, run_outs: 0 },
    ]);
  });
});

describe('GET /api/cricket/records/{table}: equal figures', () => {
  it('share a rank, ordered by name, and a page that starts inside a tie keeps the rank (innings, matches, careers)', async () => {
    // The seed, plus: B takes 5/20 in m2 (equal to A's best innings in m1, and his m2 match becomes 5/20 as well);
    // Y scores 120 out in m2 (equal to X's 120 out in m1).
    const db = openDatabase(':memory:');
    migrate(db);
    seed(db);
    db.prepare(
      `INSERT INTO cricket_bowling_innings (match_id, match_inns, player_id, team, opposition, bowling_order, balls, maidens, runs, wickets,
         wides, no_balls, dots, fours, sixes, match_start_date, match_year, ground, host_country)
       VALUES ('m2', 2, 'b1', 'England', 'Australia', 2, 40, 0, 20, 5, 0, 0, 0, 0, 0, '2020-12-26', 2020, 'Melbourne Cricket Ground', 'Australia')`,
    ).run();
    db.prepare(
      `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out, is_fifty, is_century,
         fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin, dismissal_bowler_id)
       VALUES ('m2', 'y1', 1, 'Australia', 'England', 120, 180, 1, 1, 0, 1, 0, 0, NULL, 2, 'bowled', '2020-12-26', 2020, 'Melbourne Cricket Ground', 'Australia', NULL, 'a1')`,
    ).run();
    const tied = createApp({ db });
    const rows = async (table: RecordTable, query = '') => {
      const body = (await (await tied.request(`/api/cricket/records/${table}${query}`)).json()) as { data: Record<string, unknown>[]; total: number };
      const figure = (r: Record<string, unknown>) => (r.wickets === undefined ? `${r.runs}${r.match_id ? ` ${r.match_id}` : ''}` : `${r.wickets}/${r.runs}`);
      return { total: body.total, rows: body.data.map((r) => `${r.rank} ${r.name} ${figure(r)}`) };
    };
    // Innings with a wicket (5 of them): A 5/20 m1 and B 5/20 m2 share rank 1; A 5/30 is 3rd (two ranked above it), then 4/40 and 1/25.
    expect(await rows('best-bowling-innings')).toEqual({ total: 5, rows: ['1 A Bowler 5/20', '1 B Other 5/20', '3 A Bowler 5/30', '4 A Bowler 4/40', '5 B Other 1/25'] });
    // A page starting on the tie's second row still says 1, and the next row 3.
    expect(await rows('best-bowling-innings', '?limit=2&offset=1')).toEqual({ total: 5, rows: ['1 B Other 5/20', '3 A Bowler 5/30'] });
    // Matches: A 10/50 (m1), then A 4/55 and B 5/20 in m2 -> B 5/20 2nd, A 4/55 3rd, B 1/25 (m1) 4th.
    expect((await rows('best-bowling-match')).rows).toEqual(['1 A Bowler 10/50', '2 B Other 5/20', '3 A Bowler 4/55', '4 B Other 1/25']);
    // Highest scores: X 120 (m1) and Y 120 (m2), both out: rank 1 twice, then 80* 3rd.
    expect((await rows('highest-scores', '?limit=3')).rows).toEqual(['1 X Batter 120 m1', '1 Y Tail 120 m2', '3 X Batter 80 m2']);
    // Careers (window functions): X 200 runs, then Y 150.
    expect((await rows('most-runs')).rows).toEqual(['1 X Batter 200', '2 Y Tail 150']);
  });
});
