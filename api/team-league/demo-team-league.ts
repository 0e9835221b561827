/**
 * The second demo league, a team league: "Harbour Pool League", three divisions of six teams (18 teams of six
 * players), ten-frame matches, dated from the day it is loaded like the singles demo: the season's first five
 * rounds were played on the weeks before, five are to play. It includes a rearranged fixture (round 3's first
 * match, moved to after the last round), a disputed card and a card awaiting the away captain (both from the
 * last round played). Its frames are drawn from a seeded generator: each player has a hidden strength and a frame
 * is won with the logistic chance of the strength gap; a loser pots 0 to 7 balls.
 */
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';
import { createRng } from '../../workers/core/rng';
import { addDays } from '../../workers/schedule/dated-rounds';
import { firstNight, teamSeasonFixtures, type Weekday } from '../../workers/team-league/team-fixtures';
import { computeSeasonChances } from './team-chances-input';

export const TEAM_DEMO_SLUG = 'harbour';
const FIRST = ['Alfie', 'Bea', 'Cal', 'Dot', 'Eli', 'Fern', 'Gus', 'Hattie', 'Ira', 'Jude', 'Kit', 'Lou', 'Mae', 'Ned', 'Olive', 'Pip', 'Quinn', 'Rory'];
const LAST = ['Ashby', 'Brook', 'Carver', 'Dale', 'Easton', 'Frost'];
const TEAMS = [
  ['The Anchor', 'Quay Street'],
  ['Crown & Cue', 'High Street'],
  ['Lighthouse A', 'Pier Road'],
  ['The Mariners', 'Dock Lane'],
  ['Red Lion', 'Market Square'],
  ['Ship Inn', 'Harbour Walk'],
  ['Fisherman\'s Rest', 'Net Lofts'],
  ['The Lookout', 'Cliff Path'],
  ['Lighthouse B', 'Pier Road'],
  ['The Tide', 'Sea Front'],
  ['Old Customs', 'Bond Street'],
  ['Salt House', 'Mill Lane'],
  ['The Jetty', 'Boat Yard'],
  ['Rope Walk', 'Ropery Row'],
  ['Gull & Gate', 'Station Road'],
  ['The Buoy', 'Slipway'],
  ['Keel Club', 'Boat Yard'],
  ['Harbour Lights', 'East Quay'],
] as const;
const DIVISIONS: { name: string; night: Weekday }[] = [
  { name: 'Premier', night: 2 },
  { name: 'Division One', night: 3 },
  { name: 'Division Two', night: 4 },
];
/** The demo's players, by name (the admin's "demo only" check knows them). */
export const TEAM_DEMO_PLAYERS: readonly string[] = TEAMS.flatMap((_, t) => Array.from({ length: 6 }, (_, k) => `${FIRST[t]} ${LAST[k]}`));

const slugOf = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Loads the demo team league dated from `today`, when there is no team league yet. Returns its counts, or null. */
export function seedDemoTeamLeague(db: Db, today: string): { divisions: number; teams: number; cards: number } | null {
  if (stmt<number>(db, 'SELECT COUNT(*) FROM pool_team_leagues').pluck().get() !== 0) return null;
  const rng = createRng('harbour-demo');
  const out = db.transaction(() => {
    const leagueId = Number(stmt(db, "INSERT INTO pool_team_leagues (name, url_slug) VALUES ('Harbour Pool League', ?)").run(TEAM_DEMO_SLUG).lastInsertRowid);
    // Round 1 on each division's night 29 to 35 days before `today`: round 5 in the last seven days, 6-10 to play.
    const start = addDays(today, -35);
    const awaitUntil = Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000;
    const seasonId = Number(
      stmt(db, "INSERT INTO pool_team_seasons (league_id, name, start_date, blackouts) VALUES (?, 'Winter', ?, ?)").run(leagueId, start, JSON.stringify([])).lastInsertRowid,
    );
    const strength = new Map<number, number>();
    const insPlayer = stmt<{ id: number }>(db, 'INSERT INTO pool_players (name) VALUES (?) RETURNING id');
    const squads = new Map<number, number[]>();
    let cards = 0;
    DIVISIONS.forEach((d, di) => {
      const divisionId = Number(stmt(db, 'INSERT INTO pool_team_divisions (league_id, name, rank, night) VALUES (?, ?, ?, ?)').run(leagueId, d.name, di + 1, d.night).lastInsertRowid);
      const teamIds: number[] = [];
      for (let t = di * 6; t < di * 6 + 6; t++) {
        const [name, venue] = TEAMS[t];
        const teamId = Number(stmt(db, 'INSERT INTO pool_teams (league_id, name, url_slug, venue) VALUES (?, ?, ?, ?)').run(leagueId, name, slugOf(name), venue).lastInsertRowid);
        teamIds.push(teamId);
        stmt(db, 'INSERT INTO pool_team_entries (season_id, team_id, division_id) VALUES (?, ?, ?)').run(seasonId, teamId, divisionId);
        const squad: number[] = [];
        for (let k = 0; k < 6; k++) {
          const pid = insPlayer.get(`${FIRST[t]} ${LAST[k]}`)!.id;
          // Stronger divisions have stronger players on average.
          strength.set(pid, (2 - di) * 0.35 + (rng.next() - 0.5) * 1.2);
          stmt(db, 'INSERT INTO pool_team_squads (season_id, team_id, player_id, captain, joined_on) VALUES (?, ?, ?, ?, ?)').run(seasonId, teamId, pid, k === 0 ? 1 : 0, start);
          squad.push(pid);
        }
        squads.set(teamId, squad);
      }
      const fixtures = teamSeasonFixtures(teamIds, { startDate: start, night: d.night, seed: `harbour-${d.name}` });
      const lastPlayed = addDays(firstNight(start, d.night), 28);
      const afterLast = addDays(fixtures[fixtures.length - 1].date, 7);
      fixtures.forEach((f, k) => {
        // Round 3's first match was rearranged to the week after the last round.
        const moved = f.round === 3 && k === fixtures.findIndex((x) => x.round === 3);
        const date = moved ? afterLast : f.date;
        const fixtureId = Number(
          stmt(db, 'INSERT INTO pool_team_fixtures (season_id, division_id, round, home_team_id, away_team_id, date, original_date) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
            seasonId, divisionId, f.round, f.homeId, f.awayId, date, f.date,
          ).lastInsertRowid,
        );
        if (moved) {
          const t = Date.parse(`${f.date}T12:00:00Z`) - 10 * 86_400_000;
          stmt(db, "INSERT INTO pool_team_rearrangements (fixture_id, proposed_by_team_id, dates, state, chosen_date, created_at, decided_at) VALUES (?, ?, ?, 'approved', ?, ?, ?)").run(
            fixtureId, f.homeId, JSON.stringify([afterLast]), afterLast, t, t + 86_400_000,
          );
          return;
        }
        if (date > lastPlayed) return;
        // Round 5, the last played: in the Premier a disputed card and one awaiting the away captain; in Division
        // Two one match whose card has not been entered yet.
        const lastOfRound = f.round === 5 && k === fixtures.length / 2 - 1;
        const beforeLast = f.round === 5 && k === fixtures.length / 2 - 2;
        if (lastOfRound && di === 2) return;
        const state = lastOfRound && di === 0 ? 'disputed' : beforeLast && di === 0 ? 'awaiting' : 'confirmed';
        playCard(db, rng, fixtureId, date, squads.get(f.homeId)!, squads.get(f.awayId)!, strength, state, awaitUntil);
        cards++;
      });
    });
    return { divisions: DIVISIONS.length, teams: TEAMS.length, cards, seasonId };
  })();
  computeSeasonChances(db, out.seasonId);
  return { divisions: out.divisions, teams: out.teams, cards: out.cards };
}

function playCard(db: Db, rng: { next(): number }, fixtureId: number, date: string, home: number[], away: number[], strength: Map<number, number>, state: 'confirmed' | 'awaiting' | 'disputed', awaitUntil: number) {
  // Five of the six play, two frames each, in turn.
  const pickFive = (squad: number[]) => {
    const out = [...squad];
    out.splice(Math.floor(rng.next() * 6), 1);
    return out;
  };
  const h = pickFive(home);
  const a = pickFive(away);
  const frames = Array.from({ length: 10 }, (_, k) => {
    const hp = h[k % 5];
    const ap = a[(k + Math.floor(k / 5)) % 5];
    const homeWins = rng.next() < 1 / (1 + Math.exp(-(strength.get(hp)! - strength.get(ap)!)));
    const loser = Math.floor(rng.next() * 8);
    return { hp, ap, hs: homeWins ? 10 : loser, as: homeWins ? loser : 10 };
  });
  const won = frames.filter((f) => f.hs === 10).length;
  const at = Date.parse(`${date}T22:30:00Z`);
  const decided = state === 'confirmed' ? at + 3_600_000 : state === 'disputed' ? at + 7_200_000 : null;
  const cardId = Number(
    stmt(
      db,
      `INSERT INTO pool_team_cards (fixture_id, state, entered_by, entered_by_player_id, home_frames, away_frames, created_at, confirm_by, dispute_reason, decided_at, decided_by)
       VALUES (?, ?, 'captain', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      fixtureId, state, home[0], won, 10 - won, at, state === 'awaiting' ? awaitUntil : at + 48 * 3_600_000,
      state === 'disputed' ? 'Frame 7 was won by our player on the black, not theirs' : null,
      decided, state === 'confirmed' ? 'captain' : null,
    ).lastInsertRowid,
  );
  const put = stmt(db, 'INSERT INTO pool_team_frames (card_id, number, home_player_1, away_player_1, home_score, away_score) VALUES (?, ?, ?, ?, ?, ?)');
  frames.forEach((f, k) => put.run(cardId, k + 1, f.hp, f.ap, f.hs, f.as));
}
