import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';

/**
 * A small hand-built league:
 * group 1 "Alpha" (alpha): Ann(1), Ben(2), Cat(3); group 2 "Beta" (beta): Cat(3), Dan(4). Eve(5) has no matches.
 * Matches (date, p1, p2, s1, s2, weight), match 4 is deleted.
 */
export const FIXTURE_MATCHES: [string, number, number, number, number, number][] = [
  ['2025-01-07 19:00:00', 1, 2, 10, 3, 1], // 1 Ann beats Ben
  ['2025-01-07 19:20:00', 2, 3, 10, 5, 2], // 2 Ben beats Cat
  ['2025-01-07 19:40:00', 1, 3, 7, 10, 1], // 3 Cat beats Ann
  ['2025-01-14 19:00:00', 1, 2, 10, 0, 1], // 4 deleted
  ['2025-01-14 19:10:00', 3, 4, 10, 6, 1], // 5 Cat beats Dan (Beta)
  ['2025-01-14 19:30:00', 2, 1, 2, 10, 1], // 6 Ann beats Ben
  ['2025-01-21 19:00:00', 1, 2, 10, 1, 3], // 7 Ann beats Ben
];

export function fixtureDb(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  db.exec(`
    INSERT INTO pool_groups (id, name, url_slug) VALUES (1, 'Alpha', 'alpha'), (2, 'Beta', 'beta');
    INSERT INTO pool_players (id, name) VALUES (1, 'Ann'), (2, 'Ben'), (3, 'Cat'), (4, 'Dan'), (5, 'Eve');
    INSERT INTO pool_group_players (group_id, player_id) VALUES (1, 1), (1, 2), (1, 3), (2, 3), (2, 4), (2, 5);
  `);
  const ins = db.prepare(
    `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [d, p1, p2, s1, s2, w] of FIXTURE_MATCHES) ins.run(d, p1, p2, s1, s2, s1 === 10 ? p1 : p2, w);
  db.prepare("UPDATE pool_matches SET deleted_at = '2025-01-15 08:00:00' WHERE match_id = 4").run();
  // A cup of Alpha's three (seeded Ann, Ben, Cat; Ann has a bye), from 14 Jan: Ann's win over Ben on 14 Jan counts
  // in the final only after Ben has beaten Cat, which he has not, so the final is still unset.
  db.exec(`
    INSERT INTO pool_cups (id, group_id, name, url_slug, seeding, starts_on) VALUES (1, 1, 'Alpha Cup', 'alpha-cup', 'rating', '2025-01-14');
    INSERT INTO pool_cup_entrants (cup_id, seed, player_id, rating) VALUES (1, 1, 1, 55), (1, 2, 2, 50), (1, 3, 3, 45);
    INSERT INTO pool_cup_rounds (cup_id, round, race_to) VALUES (1, 1, 2), (1, 2, 3);
  `);
  return db;
}
