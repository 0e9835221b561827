/**
 * A match card's life, as a singles result's (api/players/results/submission-flow.ts):
 *
 *   home captain enters it --> awaiting --(away captain confirms | the window runs out)--> confirmed
 *                                       --(away captain disputes, with a reason)--> disputed --(admin enters the card)--> confirmed
 *   admin enters or corrects any card --> confirmed (a card it replaces becomes 'superseded')
 *
 * Each step is one immediate transaction with its audit row (api/audit/audited-write.ts). A confirmation is a
 * conditional UPDATE that only an awaiting card passes, and one fixture has at most one live card (a unique
 * index), so a card confirmed twice, or confirmed while the admin corrects it, counts once: the second is refused
 * 409 `already_decided`. What a result sets off (the division's chances) runs after the commit, off the request
 * thread (the result-effects queue, api/players/results/effects-queue.ts).
 */
import { cardProblem, type CardFrame } from '../../common/pool-teams/division-format';
import type { Db } from '../db/database';
import { auditedTransaction } from '../audit/audited-write';
import { requireActivePlayer } from '../league/writes/active-player';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { scheduleTeamChances } from '../players/results/effects-queue';
import {
  findCard,
  findDivision,
  findFixture,
  findSeason,
  formatOf,
  listSquads,
  liveCard,
  squadOn,
  type CardRow,
  type FixtureRow,
} from './team-queries';

const HOUR_MS = 3_600_000;

export interface TeamActor {
  kind: 'player' | 'admin' | 'auto';
  address: string;
  playerId?: number;
  session?: number | string;
}

const actorDetail = (a: TeamActor) => ({ by: a.kind, ...(a.playerId !== undefined ? { player: a.playerId } : {}), ...(a.session !== undefined ? { session: a.session } : {}) });

const alreadyDecided = (row: Pick<CardRow, 'id' | 'state'>) => new ApiError(409, 'already_decided', `Card ${row.id} was already ${row.state}; nothing changed`);

function fixtureOr404(db: Db, fixtureId: number): FixtureRow {
  const f = findFixture(db, fixtureId);
  if (!f) throw new ApiError(404, 'not_found', `Fixture ${fixtureId} not found`, 'fixtureId');
  return f;
}

/** True when `playerId` is a captain of `teamId` on the fixture's night. */
export function isCaptain(db: Db, fixture: FixtureRow, teamId: number, playerId: number): boolean {
  return squadOn(listSquads(db, fixture.season_id), teamId, fixture.date).some((s) => s.player_id === playerId && s.captain === 1);
}

/** The card checked against the division's format and the two squads on the night; the frames won by each side. */
function checkCard(db: Db, fixture: FixtureRow, frames: readonly CardFrame[]): { home: number; away: number } {
  const division = findDivision(db, fixture.division_id)!;
  const squads = listSquads(db, fixture.season_id);
  const ids = (team: number) => new Set(squadOn(squads, team, fixture.date).map((s) => s.player_id));
  const problem = cardProblem(formatOf(division), frames, { home: ids(fixture.home_team_id), away: ids(fixture.away_team_id) });
  if (problem) throw new ApiError(400, 'validation_error', `${problem.field}: ${problem.message}`, problem.field);
  frames.forEach((fr, i) => {
    for (const [side, list] of [
      ['homePlayers', fr.homePlayers],
      ['awayPlayers', fr.awayPlayers],
    ] as const) {
      for (const id of list) requireActivePlayer(db, id, `frames.${i + 1}.${side}`);
    }
  });
  const home = frames.filter((f) => f.homeScore === 10).length;
  return { home, away: frames.length - home };
}

function insertCard(db: Db, fixtureId: number, frames: readonly CardFrame[], won: { home: number; away: number }, row: Partial<CardRow> & Pick<CardRow, 'state' | 'entered_by' | 'created_at'>): number {
  const id = Number(
    stmt(
      db,
      `INSERT INTO pool_team_cards (fixture_id, state, entered_by, entered_by_player_id, home_frames, away_frames, created_at, confirm_by, decided_at, decided_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(fixtureId, row.state, row.entered_by, row.entered_by_player_id ?? null, won.home, won.away, row.created_at, row.confirm_by ?? null, row.decided_at ?? null, row.decided_by ?? null)
      .lastInsertRowid,
  );
  const put = stmt(
    db,
    'INSERT INTO pool_team_frames (card_id, number, home_player_1, home_player_2, away_player_1, away_player_2, home_score, away_score) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  frames.forEach((f, i) => put.run(id, i + 1, f.homePlayers[0], f.homePlayers[1] ?? null, f.awayPlayers[0], f.awayPlayers[1] ?? null, f.homeScore, f.awayScore));
  return id;
}

const describe = (fixture: FixtureRow, won: { home: number; away: number }) => `fixture ${fixture.id}: ${fixture.home_team_id} ${won.home}-${won.away} ${fixture.away_team_id}`;

/** The home captain enters the card of a fixture; answers the card's id (awaiting the away captain). */
export function submitCard(db: Db, actor: TeamActor & { playerId: number }, fixtureId: number, frames: readonly CardFrame[], now: number): number {
  return auditedTransaction(db, actor.address, (audit) => {
    const fixture = fixtureOr404(db, fixtureId);
    const season = findSeason(db, fixture.season_id)!;
    if (season.closed_at) throw new ApiError(409, 'season_closed', `${season.name} is over; the admin enters or corrects its cards`, 'fixtureId');
    if (!isCaptain(db, fixture, fixture.home_team_id, actor.playerId)) {
      throw new ApiError(403, 'forbidden', 'Only the home team\'s captain enters the card; the away captain confirms it', 'fixtureId');
    }
    const today = new Date(now).toISOString().slice(0, 10);
    if (fixture.date > today) throw new ApiError(400, 'validation_error', `fixtureId: this match is on ${fixture.date}; enter the card after it is played`, 'fixtureId');
    const live = liveCard(db, fixtureId);
    if (live) throw new ApiError(409, 'card_exists', `This match already has a card (${live.state}); a second one is refused`, 'fixtureId');
    const won = checkCard(db, fixture, frames);
    const id = insertCard(db, fixtureId, frames, won, {
      state: 'awaiting',
      entered_by: 'captain',
      entered_by_player_id: actor.playerId,
      created_at: now,
      confirm_by: now + season.confirm_window_hours * HOUR_MS,
    });
    audit({ action: 'team_card_submitted', detail: JSON.stringify({ card: id, ...actorDetail(actor), result: describe(fixture, won) }) });
    return id;
  });
}

/** Card `id` awaiting the away captain, who must be the one acting. */
function openForAwayCaptain(db: Db, id: number, playerId: number): { card: CardRow; fixture: FixtureRow } {
  const card = findCard(db, id);
  if (!card) throw new ApiError(404, 'not_found', `Card ${id} not found`, 'id');
  const fixture = findFixture(db, card.fixture_id)!;
  if (!isCaptain(db, fixture, fixture.away_team_id, playerId)) {
    throw new ApiError(403, 'forbidden', isCaptain(db, fixture, fixture.home_team_id, playerId) ? 'The away captain confirms or disputes your card, not you' : 'This card is not yours to answer');
  }
  if (card.state !== 'awaiting') throw alreadyDecided(card);
  return { card, fixture };
}

function confirmOpen(db: Db, card: CardRow, actor: TeamActor, now: number, audit: (n: { action: 'team_card_confirmed'; detail: string }) => void) {
  const decidedBy = actor.kind === 'player' ? 'captain' : actor.kind;
  const changed = stmt(db, "UPDATE pool_team_cards SET state = 'confirmed', decided_at = ?, decided_by = ? WHERE id = ? AND state = 'awaiting'").run(now, decidedBy, card.id).changes;
  if (changed !== 1) throw alreadyDecided(findCard(db, card.id) ?? card);
  audit({ action: 'team_card_confirmed', detail: JSON.stringify({ card: card.id, ...actorDetail(actor) }) });
}

/** The away captain confirms: the card counts from the commit; the division's chances follow off the request thread. */
export function confirmCard(db: Db, id: number, actor: TeamActor & { playerId: number }, now: number): void {
  const fixture = auditedTransaction(db, actor.address, (audit) => {
    const open = openForAwayCaptain(db, id, actor.playerId);
    confirmOpen(db, open.card, actor, now, audit);
    return open.fixture;
  });
  scheduleTeamChances(db, fixture.season_id);
}

export function disputeCard(db: Db, id: number, actor: TeamActor & { playerId: number }, reason: string, now: number): void {
  auditedTransaction(db, actor.address, (audit) => {
    openForAwayCaptain(db, id, actor.playerId);
    const changed = stmt(db, "UPDATE pool_team_cards SET state = 'disputed', dispute_reason = ?, decided_at = ? WHERE id = ? AND state = 'awaiting'").run(reason, now, id).changes;
    if (changed !== 1) throw alreadyDecided(findCard(db, id)!);
    audit({ action: 'team_card_disputed', detail: JSON.stringify({ card: id, ...actorDetail(actor), reason }) });
  });
}

/**
 * The admin enters a fixture's card, or corrects it: the live card (awaiting, disputed or confirmed) becomes
 * 'superseded' and the admin's card counts. Answers the new card's id.
 */
export function adminEnterCard(db: Db, actor: TeamActor, fixtureId: number, frames: readonly CardFrame[], now: number): number {
  const out = auditedTransaction(db, actor.address, (audit) => {
    const fixture = fixtureOr404(db, fixtureId);
    const won = checkCard(db, fixture, frames);
    const before = liveCard(db, fixtureId);
    if (before) stmt(db, "UPDATE pool_team_cards SET state = 'superseded', decided_at = ?, decided_by = 'admin' WHERE id = ?").run(now, before.id);
    const id = insertCard(db, fixtureId, frames, won, { state: 'confirmed', entered_by: 'admin', created_at: now, decided_at: now, decided_by: 'admin' });
    audit({
      action: 'team_card_admin',
      detail: JSON.stringify({ card: id, ...actorDetail(actor), result: describe(fixture, won), ...(before ? { replaced: { card: before.id, state: before.state, result: `${before.home_frames}-${before.away_frames}` } } : {}) }),
    });
    return { id, seasonId: fixture.season_id };
  });
  scheduleTeamChances(db, out.seasonId);
  return out.id;
}

/**
 * Confirms up to `limit` awaiting cards whose window has run out (a disputed one waits for the admin), each in its
 * own transaction; whether more are due. Run by the auto-confirm timer (api/players/auto-confirm.ts), never by a read.
 */
export function settleDueCards(db: Db, now: number, limit = 50): { confirmed: number; more: boolean } {
  const due = stmt<{ id: number }>(db, "SELECT id FROM pool_team_cards WHERE state = 'awaiting' AND confirm_by <= ? ORDER BY confirm_by, id LIMIT ?").all(now, limit + 1);
  const seasons = new Set<number>();
  let confirmed = 0;
  for (const { id } of due.slice(0, limit)) {
    auditedTransaction(db, 'server', (audit) => {
      const card = findCard(db, id);
      if (card?.state !== 'awaiting') return;
      confirmOpen(db, card, { kind: 'auto', address: 'server' }, now, audit);
      seasons.add(findFixture(db, card.fixture_id)!.season_id);
      confirmed++;
    });
  }
  for (const s of seasons) scheduleTeamChances(db, s);
  return { confirmed, more: due.length > limit };
}
