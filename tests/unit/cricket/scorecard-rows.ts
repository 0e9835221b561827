import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';

/**
 * A database with hand-written scorecard rows (as the importer would write them), for the scorecard, matches list
 * and partnership queries. Two matches:
 * - 9000001 (2019-08-14, Lord's, England v Australia, drawn, Test #2356): England 258 all out in 463 legal balls
 *   (77.1 overs); three batters (Burns c Paine b Cummins 53, Root lbw b Siddle 14, Stokes not out 20*), two did
 *   not bat; Australia's bowlers Cummins (165 balls = 27.3 ov, 7 maidens, 65 runs, 4 wickets, 1 wide, 2 no-balls)
 *   and Siddle (90 balls = 15 ov); extras b 4, lb 5, w 1, nb 2, pen 5 = 17; fall of wickets 1-17 and 2-120;
 *   partnerships 17 (Burns/Denly), 103 (Burns/Root), 30 unbroken with three batters (Root retired, Stokes);
 *   England's second innings 258/5 declared in 426 balls (71 overs); one review.
 * - 9000002 (2021-01-07, Sydney Cricket Ground, Australia v India, won by Australia): one innings row.
 */
export function scorecardDb(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  const players: [string, string, string][] = [
    ['p-burns', 'RJ Burns', 'rj-burns'],
    ['p-root', 'JE Root', 'je-root'],
    ['p-stokes', 'BA Stokes', 'ba-stokes'],
    ['p-denly', 'JL Denly', 'jl-denly'],
    ['p-leach', 'MJ Leach', 'mj-leach'],
    ['p-cummins', 'PJ Cummins', 'pj-cummins'],
    ['p-siddle', 'PM Siddle', 'pm-siddle'],
  ];
  const insPlayer = db.prepare("INSERT INTO cricket_players (player_id, name, url_slug, name_date) VALUES (?, ?, ?, '2019-08-14')");
  for (const p of players) insPlayer.run(...p);
  db.prepare("INSERT INTO cricket_register_people (player_id, register_name, full_name) VALUES ('p-root', 'JE Root', 'Joe Root')").run();

  const insMatch = db.prepare(
    `INSERT INTO cricket_matches (match_id, start_date, end_date, team1, team2, venue, ground, host_country, city, outcome,
       test_number, toss_winner, toss_decision, player_of_match, winner, result)
     VALUES (@id, @start, @end, @t1, @t2, @venue, @ground, @host, NULL, @outcome, @num, @tw, @td, @pom, @winner, @result)`,
  );
  insMatch.run({
    id: '9000001', start: '2019-08-14', end: '2019-08-18', t1: 'England', t2: 'Australia', venue: "Lord's, London", ground: "Lord's",
    host: 'England', outcome: 'draw', num: 2356, tw: 'Australia', td: 'field', pom: '["p-stokes"]', winner: null, result: 'draw',
  });
  insMatch.run({
    id: '9000002', start: '2021-01-07', end: '2021-01-11', t1: 'Australia', t2: 'India', venue: 'Sydney Cricket Ground', ground: 'Sydney Cricket Ground',
    host: 'Australia', outcome: 'Australia won by 10 wickets', num: 2400, tw: null, td: null, pom: '[]', winner: 'Australia', result: 'win',
  });
  const insMp = db.prepare('INSERT INTO cricket_match_players (match_id, player_id, team, name) VALUES (?, ?, ?, ?)');
  for (const [id, name] of [['p-burns', 'RJ Burns'], ['p-root', 'JE Root'], ['p-stokes', 'BA Stokes'], ['p-denly', 'JL Denly'], ['p-leach', 'MJ Leach']])
    insMp.run('9000001', id, 'England', name);
  for (const [id, name] of [['p-cummins', 'PJ Cummins'], ['p-siddle', 'PM Siddle']]) insMp.run('9000001', id, 'Australia', name);

  const insTeam = db.prepare(
    `INSERT INTO cricket_team_innings (match_id, match_inns, team, opposition, runs, wickets, balls, declared, forfeited, follow_on,
       byes, legbyes, wides, noballs, penalty, overs_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?)`,
  );
  insTeam.run('9000001', 1, 'England', 'Australia', 258, 10, 463, 0, 4, 5, 1, 2, 5, '[[0,4,0],[1,13,1],[2,0,0]]');
  insTeam.run('9000001', 3, 'England', 'Australia', 258, 5, 426, 1, 0, 0, 0, 0, 0, '[[0,1,0]]');
  insTeam.run('9000002', 1, 'Australia', 'India', 338, 10, 630, 0, 0, 0, 0, 0, 0, '[]');

  // Written in the order the importer writes them: batted rows by position, then the team sheet's others.
  const insInns = db.prepare(
    `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out, is_fifty, is_century,
       fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin, dismissal_text)
     VALUES ('9000001', ?, 1, 'England', 'Australia', ?, ?, ?, ?, 0, 0, ?, 0, ?, ?, ?, '2019-08-14', 2019, 'Lord''s', 'England', NULL, ?)`,
  );
  insInns.run('p-leach', 0, 0, 0, 0, 0, null, null, 'did not bat', null);
  insInns.run('p-root', 14, 40, 1, 1, 2, 35, 2, 'lbw', 'lbw b Siddle');
  insInns.run('p-burns', 53, 100, 1, 1, 7, 53, 1, 'caught', 'c Paine b Cummins');
  insInns.run('p-stokes', 20, 30, 1, 0, 3, 66.67, 3, 'not out', 'not out');
  insInns.run('p-denly', 0, 0, 0, 0, 0, null, null, 'did not bat', null);

  const insBowl = db.prepare(
    `INSERT INTO cricket_bowling_innings (match_id, match_inns, player_id, team, opposition, bowling_order, balls, maidens, runs, wickets,
       wides, no_balls, dots, fours, sixes, match_start_date, match_year, ground, host_country)
     VALUES ('9000001', 1, ?, 'Australia', 'England', ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, '2019-08-14', 2019, 'Lord''s', 'England')`,
  );
  insBowl.run('p-siddle', 2, 90, 3, 40, 1, 0, 0);
  insBowl.run('p-cummins', 1, 165, 7, 65, 4, 1, 2);

  const insFow = db.prepare("INSERT INTO cricket_fall_of_wickets (match_id, match_inns, wicket, runs, balls, over, player_id) VALUES ('9000001', 1, ?, ?, ?, ?, ?)");
  insFow.run(2, 120, 200, '33.2', 'p-root');
  insFow.run(1, 17, 33, '5.3', 'p-burns');

  const insPart = db.prepare("INSERT INTO cricket_partnerships (match_id, match_inns, wicket, runs, balls, unbroken, batters) VALUES ('9000001', 1, ?, ?, ?, ?, ?)");
  insPart.run(1, 17, 33, 0, '["p-burns","p-denly"]');
  insPart.run(2, 103, 167, 0, '["p-burns","p-root"]');
  insPart.run(3, 30, 50, 1, '["p-root","p-stokes","p-leach"]');
  const insPb = db.prepare("INSERT INTO cricket_partnership_batters (match_id, match_inns, wicket, player_id, runs, balls) VALUES ('9000001', 1, ?, ?, ?, ?)");
  insPb.run(1, 'p-burns', 10, 20);
  insPb.run(1, 'p-denly', 5, 13);
  insPb.run(2, 'p-burns', 43, 80);
  insPb.run(2, 'p-root', 50, 80);
  insPb.run(3, 'p-root', 12, 20);
  insPb.run(3, 'p-stokes', 15, 25);
  insPb.run(3, 'p-leach', 0, 0);

  db.prepare(
    `INSERT INTO cricket_reviews (match_id, match_inns, seq, over, by_team, batter_id, bowler_id, umpire, decision, review_type, umpires_call)
     VALUES ('9000001', 1, 1, '12.4', 'England', 'p-root', 'p-cummins', 'Aleem Dar', 'struck down', 'wicket', 1)`,
  ).run();
  return db;
}
