/**
 * Rearranging a team fixture (contracts/team-rearrangements.ts): a captain of either team proposes up to three
 * new dates; the other team's captain accepts one (the fixture moves, or, when the season needs the admin's
 * approval, waits for it) or declines; the admin sees every proposal and approves or refuses an accepted one.
 * A fixture has at most one open proposal (proposed or accepted) and none once it has a card; a moved fixture keeps
 * its `original_date`. Each step is one audited transaction ('team_fixture_rearranged', the detail saying which).
 */
import type { AdminRearrangement, AnswerInput, Rearrangement } from '../../contracts/team-rearrangements';
import type { Db } from '../db/database';
import { auditedTransaction } from '../audit/audited-write';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { isCaptain, type TeamActor } from './card-flow';
import { findFixture, findLeague, findSeason, currentTeamSeason, liveCard, type FixtureRow } from './team-queries';

interface Row {
  id: number;
  fixture_id: number;
  proposed_by_team_id: number;
  dates: string;
  state: Rearrangement['state'];
  chosen_date: string | null;
  created_at: number;
}

const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const teamName = (db: Db, id: number) => stmt<{ name: string }>(db, 'SELECT name FROM pool_teams WHERE id = ?').get(id)!.name;

function shape(db: Db, r: Row): Rearrangement {
  return {
    id: r.id,
    fixture_id: r.fixture_id,
    proposed_by: { id: r.proposed_by_team_id, name: teamName(db, r.proposed_by_team_id) },
    dates: JSON.parse(r.dates) as string[],
    state: r.state,
    chosen_date: r.chosen_date,
    created_at: r.created_at,
  };
}

const findRow = (db: Db, id: number) => stmt<Row>(db, 'SELECT * FROM pool_team_rearrangements WHERE id = ?').get(id);

/** The fixture's latest rearrangement (null: none), for the match page. */
export function latestRearrangement(db: Db, fixtureId: number): Rearrangement | null {
  const r = stmt<Row>(db, 'SELECT * FROM pool_team_rearrangements WHERE fixture_id = ? ORDER BY id DESC LIMIT 1').get(fixtureId);
  return r ? shape(db, r) : null;
}

function movable(db: Db, fixture: FixtureRow, field: string) {
  const season = findSeason(db, fixture.season_id)!;
  if (season.closed_at) throw new ApiError(409, 'conflict', `${season.name} is over`, field);
  if (liveCard(db, fixture.id)) throw new ApiError(409, 'conflict', 'This match has a card: it was played', field);
  return season;
}

/** Moves the fixture to `date` (its original date is kept). */
const move = (db: Db, fixtureId: number, date: string) => stmt(db, 'UPDATE pool_team_fixtures SET date = ? WHERE id = ?').run(date, fixtureId);

export function proposeRearrangement(db: Db, actor: TeamActor & { playerId: number }, fixtureId: number, dates: string[], now: number): Rearrangement {
  return auditedTransaction(db, actor.address, (audit) => {
    const fixture = findFixture(db, fixtureId);
    if (!fixture) throw new ApiError(404, 'not_found', `Fixture ${fixtureId} not found`, 'id');
    const side = [fixture.home_team_id, fixture.away_team_id].find((t) => isCaptain(db, fixture, t, actor.playerId));
    if (side === undefined) throw new ApiError(403, 'forbidden', "Only the two teams' captains rearrange a match");
    movable(db, fixture, 'id');
    const today = new Date(now).toISOString().slice(0, 10);
    if (new Set(dates).size !== dates.length) throw new ApiError(400, 'validation_error', 'dates: a date is given twice', 'dates');
    for (const d of dates) {
      if (!isDay(d)) throw new ApiError(400, 'validation_error', `dates: ${d} is not a calendar day`, 'dates');
      if (d < today) throw new ApiError(400, 'validation_error', `dates: ${d} has passed`, 'dates');
      if (d === fixture.date) throw new ApiError(400, 'validation_error', `dates: ${d} is the match's date now`, 'dates');
    }
    if (stmt(db, "SELECT 1 FROM pool_team_rearrangements WHERE fixture_id = ? AND state IN ('proposed', 'accepted')").get(fixture.id)) {
      throw new ApiError(409, 'conflict', 'This match has a proposal waiting for an answer', 'id');
    }
    const id = Number(
      stmt(db, 'INSERT INTO pool_team_rearrangements (fixture_id, proposed_by_team_id, dates, created_at) VALUES (?, ?, ?, ?)').run(fixture.id, side, JSON.stringify(dates), now).lastInsertRowid,
    );
    audit({ action: 'team_fixture_rearranged', detail: JSON.stringify({ step: 'proposed', rearrangement: id, fixture: fixture.id, team: side, player: actor.playerId, dates }) });
    return shape(db, findRow(db, id)!);
  });
}

export function answerRearrangement(db: Db, actor: TeamActor & { playerId: number }, id: number, input: AnswerInput, now: number): Rearrangement {
  return auditedTransaction(db, actor.address, (audit) => {
    const r = findRow(db, id);
    if (!r) throw new ApiError(404, 'not_found', `Rearrangement ${id} not found`, 'id');
    const fixture = findFixture(db, r.fixture_id)!;
    const other = r.proposed_by_team_id === fixture.home_team_id ? fixture.away_team_id : fixture.home_team_id;
    if (!isCaptain(db, fixture, other, actor.playerId)) {
      throw new ApiError(403, 'forbidden', isCaptain(db, fixture, r.proposed_by_team_id, actor.playerId) ? "The other team's captain answers your proposal" : 'This proposal is not yours to answer');
    }
    if (r.state !== 'proposed') throw new ApiError(409, 'already_decided', `This proposal was already ${r.state}`, 'id');
    const season = movable(db, fixture, 'id');
    const dates = JSON.parse(r.dates) as string[];
    if (input.date !== null && !dates.includes(input.date)) throw new ApiError(400, 'validation_error', `date: choose one of ${dates.join(', ')}, or decline`, 'date');
    const state = input.date === null ? 'declined' : season.rearrange_needs_approval ? 'accepted' : 'approved';
    stmt(db, 'UPDATE pool_team_rearrangements SET state = ?, chosen_date = ?, decided_at = ? WHERE id = ?').run(state, input.date, now, id);
    if (state === 'approved') move(db, fixture.id, input.date!);
    audit({ action: 'team_fixture_rearranged', detail: JSON.stringify({ step: state, rearrangement: id, fixture: fixture.id, player: actor.playerId, date: input.date, was: fixture.date }) });
    return shape(db, findRow(db, id)!);
  });
}

export function decideRearrangement(db: Db, address: string, id: number, approve: boolean, now: number): Rearrangement {
  return auditedTransaction(db, address, (audit) => {
    const r = findRow(db, id);
    if (!r) throw new ApiError(404, 'not_found', `Rearrangement ${id} not found`, 'id');
    if (r.state !== 'accepted') throw new ApiError(409, 'already_decided', `This rearrangement is ${r.state}, not awaiting approval`, 'id');
    const fixture = findFixture(db, r.fixture_id)!;
    movable(db, fixture, 'id');
    stmt(db, 'UPDATE pool_team_rearrangements SET state = ?, decided_at = ? WHERE id = ?').run(approve ? 'approved' : 'declined', now, id);
    if (approve) move(db, fixture.id, r.chosen_date!);
    audit({ action: 'team_fixture_rearranged', detail: JSON.stringify({ step: approve ? 'approved by the admin' : 'refused by the admin', rearrangement: id, fixture: fixture.id, date: r.chosen_date, was: fixture.date }) });
    return shape(db, findRow(db, id)!);
  });
}

/** The current season's rearrangements: awaiting the other captain or the admin first, then the latest. */
export function leagueRearrangements(db: Db, leagueId: number): AdminRearrangement[] {
  if (!findLeague(db, leagueId)) throw new ApiError(404, 'not_found', `Team league ${leagueId} not found`, 'id');
  const season = currentTeamSeason(db, leagueId);
  if (!season) return [];
  const rows = stmt<Row & { date: string; original_date: string; home: string; away: string; division: string }>(
    db,
    `SELECT r.*, f.date, f.original_date, h.name AS home, a.name AS away, d.name AS division
     FROM pool_team_rearrangements r JOIN pool_team_fixtures f ON f.id = r.fixture_id
     JOIN pool_teams h ON h.id = f.home_team_id JOIN pool_teams a ON a.id = f.away_team_id JOIN pool_team_divisions d ON d.id = f.division_id
     WHERE f.season_id = ? ORDER BY r.state NOT IN ('proposed', 'accepted'), r.id DESC`,
  ).all(season.id);
  return rows.map((r) => ({ ...shape(db, r), fixture: { date: r.date, original_date: r.original_date, home: r.home, away: r.away, division: r.division } }));
}
