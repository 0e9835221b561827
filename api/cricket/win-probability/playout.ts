/**
 * "Play it out from here": what the browser's playouts need for one delivery of a Test: the state after it
 * and the per-ball outcome frequencies of the archive without the Test's season. The frequencies are counted once
 * per cricket data version (every stored log read once, counts kept per season; a season's table is the whole
 * archive's counts less its own), so an answer costs one log walk; the route caches it per data version.
 */
import type { MatchPlayout } from '../../../contracts/cricket-win-probability';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { matchSteps, startState } from '../../../workers/cricket/match-state';
import { innsRunsAfter, playoutStartOf } from '../../../workers/cricket/playout';
import { PlayoutArchive } from '../../../workers/cricket/playout-archive';
import { playoutLineup, type TeamSheetPlayer } from '../../../workers/cricket/playout-lineup';
import { cellExpectations } from '../../../workers/cricket/player-figures';
import { readLog, unpackLog } from '../import/match-log-store';
import { perVersion } from '../queries/team-data';

/** The men's Tests' logs only (limited-overs logs are played out by lo-playout.ts). */
function countArchive(db: Db): PlayoutArchive {
  const archive = new PlayoutArchive();
  const rows = db.prepare("SELECT l.match_id, l.log FROM cricket_match_logs l JOIN cricket_matches m ON m.match_id = l.match_id WHERE m.fmt = 'tests'").iterate() as Iterable<{ match_id: string; log: Buffer }>;
  for (const row of rows) archive.add(row.match_id, unpackLog(row.log));
  return archive;
}

const round6 = (x: number) => Math.min(1, Math.round(x * 1e6) / 1e6);
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** The team sheets of a match ([batted first, other]) in the order the archive lists them. */
export function teamSheets(db: Db, matchId: string, teams: [string, string]): [TeamSheetPlayer[], TeamSheetPlayer[]] | null {
  const rows = db.prepare<[string], { id: string; name: string; team: string }>('SELECT player_id AS id, name, team FROM cricket_match_players WHERE match_id = ? ORDER BY rowid').all(matchId);
  if (!rows.length) return null;
  return [rows.filter((r) => r.team === teams[0]), rows.filter((r) => r.team === teams[1])];
}

export function matchPlayout(db: Db, matchId: string, seq: number): MatchPlayout {
  const match = db.prepare<[string], { fmt: string }>('SELECT fmt FROM cricket_matches WHERE match_id = ?').get(matchId);
  if (!match || match.fmt !== 'tests') throw new ApiError(404, 'not_found', `No Test with match id "${matchId}" in the archive${match ? ' (an ODI or T20I plays out at /playout_limited)' : ''}`);
  const log = readLog(db, matchId);
  if (!log) throw new ApiError(404, 'not_found', `Test ${matchId} was imported before ball-by-ball logs were kept: import the archive again`);
  const steps = matchSteps(log);
  if (seq > steps.length - 1 || (seq > 0 && steps[seq - 1].after.over))
    throw new ApiError(400, 'validation_error', `seq: seq must be from 0 to ${Math.max(0, steps.length - 1)}: this Test has ${steps.length} deliveries and after the last the result is known`, 'seq');
  const state = seq === 0 ? startState(log) : steps[seq - 1].after;
  const innsRuns = seq === 0 ? log.innings[state.inns - 1]?.pre ?? 0 : innsRunsAfter(log)[seq - 1];
  const s = playoutStartOf(log, state, innsRuns);
  const archive = perVersion(db, 'playout-archive', countArchive);
  // An archive of one season has nothing outside it: then the whole archive, and the answer says so.
  const held = archive.tableWithout(log.season);
  const table = held.table.cumulative.map((x, i) => (i % 9 === 8 ? 1 : round6(x)));
  const lineup = playoutLineup(log, seq, teamSheets(db, matchId, log.teams), archive.history, cellExpectations(held.table));
  const player = (p: { name: string; tests: number; out: number; runs: number }) => ({ name: p.name, tests: p.tests, out: round4(p.out), runs: round4(p.runs) });
  return {
    seq,
    inns: seq === 0 ? state.inns : steps[seq - 1].inns,
    over: seq === 0 ? '0.0' : steps[seq - 1].place,
    batting_first: log.teams[0],
    other: log.teams[1],
    start: {
      inns: s.inns,
      batting: s.batting,
      runs: [s.runs[0], s.runs[1]],
      wickets: s.wickets,
      inns_balls: s.innsBalls,
      match_balls: s.matchBalls,
      inns_runs: s.innsRuns,
      order: s.order,
      queue: lineup.queue,
      bowler: lineup.bowler,
    },
    table,
    overs: held.table.overs ? held.table.overs.map((x) => Math.round(x * 10) / 10) : null,
    follow_on: held.table.followOn === undefined ? null : round4(held.table.followOn),
    sides: [0, 1].map((k) => ({
      bat: lineup.sides[k].bat.map(player),
      bowl: lineup.sides[k].bowl.map((b) => ({ ...player(b), weight: Math.round(b.weight * 10) / 10 })),
    })) as MatchPlayout['sides'],
    held_out: held.alone
      ? `ball-by-ball frequencies, overs and follow-ons of the whole archive, season ${log.season} included: the archive has no other season; players' figures from Tests before this one`
      : `ball-by-ball frequencies, overs and follow-ons of the ${held.seasons} other seasons of the archive, never season ${log.season}; players' figures from Tests before this one`,
    deliveries: held.deliveries,
  };
}
