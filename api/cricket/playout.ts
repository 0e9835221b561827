/**
 * "Play it out from here": what the browser's playouts need for one delivery of a Test: the state after it
 * and the per-ball outcome frequencies of the archive without the Test's season. The frequencies are counted once
 * per cricket data version (every stored log read once, counts kept per season; a season's table is the whole
 * archive's counts less its own), so an answer costs one log walk; the route caches it per data version.
 */
import type { MatchPlayout } from '../../contracts/cricket-win-probability';
import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { matchSteps, startState } from '../../workers/cricket/match-state';
import { countBalls, innsRunsAfter, playoutStartOf, tableOf, TABLE_SIZE } from '../../workers/cricket/playout';
import { readLog, unpackLog } from './match-log-store';
import { perVersion } from './team-data';

interface SeasonCounts {
  all: Float64Array;
  bySeason: Map<string, Float64Array>;
}

function countArchive(db: Db): SeasonCounts {
  const all = new Float64Array(TABLE_SIZE);
  const bySeason = new Map<string, Float64Array>();
  for (const row of db.prepare('SELECT log FROM cricket_match_logs').iterate() as Iterable<{ log: Buffer }>) {
    const log = unpackLog(row.log);
    let counts = bySeason.get(log.season);
    if (!counts) bySeason.set(log.season, (counts = new Float64Array(TABLE_SIZE)));
    countBalls(log, counts);
  }
  for (const counts of bySeason.values()) for (let i = 0; i < TABLE_SIZE; i++) all[i] += counts[i];
  return { all, bySeason };
}

const round6 = (x: number) => Math.min(1, Math.round(x * 1e6) / 1e6);

export function matchPlayout(db: Db, matchId: string, seq: number): MatchPlayout {
  const match = db.prepare('SELECT match_id FROM cricket_matches WHERE match_id = ?').get(matchId);
  if (!match) throw new ApiError(404, 'not_found', `No Test with match id "${matchId}" in the archive`);
  const log = readLog(db, matchId);
  if (!log) throw new ApiError(404, 'not_found', `Test ${matchId} was imported before ball-by-ball logs were kept: import the archive again`);
  const steps = matchSteps(log);
  if (seq > steps.length - 1 || (seq > 0 && steps[seq - 1].after.over))
    throw new ApiError(400, 'validation_error', `seq: seq must be from 0 to ${Math.max(0, steps.length - 1)}: this Test has ${steps.length} deliveries and after the last the result is known`, 'seq');
  const state = seq === 0 ? startState(log) : steps[seq - 1].after;
  const innsRuns = seq === 0 ? log.innings[state.inns - 1]?.pre ?? 0 : innsRunsAfter(log)[seq - 1];
  const s = playoutStartOf(log, state, innsRuns);
  const { all, bySeason } = perVersion(db, 'playout-counts', countArchive);
  const own = bySeason.get(log.season);
  const counts = new Float64Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i++) counts[i] = all[i] - (own ? own[i] : 0);
  // An archive of one season has nothing outside it: then the whole archive, and the answer says so.
  const alone = counts.every((x) => x === 0);
  if (alone) counts.set(all);
  const deliveries = counts.reduce((a, b) => a + b, 0);
  const table = tableOf(counts).cumulative.map((x, i) => (i % 9 === 8 ? 1 : round6(x)));
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
    },
    table,
    held_out: alone
      ? `ball-by-ball frequencies of the whole archive, season ${log.season} included: the archive has no other season`
      : `ball-by-ball frequencies of the ${bySeason.size - (own ? 1 : 0)} other seasons of the archive, never season ${log.season}`,
    deliveries,
  };
}
