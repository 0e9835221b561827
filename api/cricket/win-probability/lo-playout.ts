/**
 * "Play it out from here" for ODIs and T20Is: what the browser's playouts need for one delivery of a limited-overs
 * match (workers/cricket/lo-playout.ts): the state after it, the format's per-ball frequencies without the match's
 * season, both sides' players with their figures from earlier matches and the match's conditions so far. The format's
 * matches are counted once per cricket data version (every stored log of the format read once, counts kept per
 * season), so an answer costs one log walk; the route caches it per data version.
 */
import type { LoMatchPlayout } from '../../../contracts/cricket-lo-playout';
import { cricketFormat, type CricketFormatKey } from '../../../common/cricket/formats';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { LO_K } from '../../../workers/cricket/lo-playout';
import { loCellExpectations, LoPlayoutArchive, loStateAfter, matchConditions } from '../../../workers/cricket/lo-playout-archive';
import { loDeliveries } from '../../../workers/cricket/lo-playout-calibration';
import { loLineup } from '../../../workers/cricket/lo-playout-lineup';
import { loRulesOf } from '../../../workers/cricket/lo-rules';
import { readLog, unpackLog } from '../import/match-log-store';
import { perVersion } from '../queries/team-data';
import { teamSheets } from './playout';

function countFormat(db: Db, fmt: CricketFormatKey): LoPlayoutArchive {
  const archive = new LoPlayoutArchive(loRulesOf(fmt));
  const rows = db
    .prepare('SELECT l.match_id, l.log FROM cricket_match_logs l JOIN cricket_matches m ON m.match_id = l.match_id WHERE m.fmt = ? ORDER BY m.start_date, l.match_id')
    .iterate(fmt) as Iterable<{ match_id: string; log: Buffer }>;
  for (const row of rows) archive.add(row.match_id, unpackLog(row.log));
  return archive;
}

const round6 = (x: number) => Math.min(1, Math.round(x * 1e6) / 1e6);
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function loMatchPlayout(db: Db, matchId: string, seq: number): LoMatchPlayout {
  const match = db.prepare<[string], { fmt: string }>('SELECT fmt FROM cricket_matches WHERE match_id = ?').get(matchId);
  const format = match ? cricketFormat(match.fmt as CricketFormatKey) : null;
  if (!format || format.overs === null) throw new ApiError(404, 'not_found', `No ODI or T20I with match id "${matchId}" in the archive`);
  const log = readLog(db, matchId);
  if (!log) throw new ApiError(404, 'not_found', `${format.matchWord} ${matchId} was imported before ball-by-ball logs were kept: import the archive again`);
  const rules = loRulesOf(format);
  const start = loStateAfter(log, rules, seq);
  if (!start) {
    const last = Math.max(0, loDeliveries(log) - 1);
    throw new ApiError(400, 'validation_error', `seq: seq must be from 0 to the last delivery before the match was decided (this ${format.matchWord} has ${loDeliveries(log)} deliveries; ${last} is past the end or after the result)`, 'seq');
  }
  const archive = perVersion(db, `lo-playout-archive-${format.key}`, (d) => countFormat(d, format.key as CricketFormatKey));
  const table = archive.tableWithout(log.season);
  const expect = loCellExpectations(table);
  const pseudo = archive.pseudo();
  const lineup = loLineup(log, seq, teamSheets(db, matchId, log.teams), archive.history, expect, pseudo);
  const conditions = matchConditions(log, rules, seq, expect, pseudo.conditions);
  const player = (p: { name: string; tests: number; out: number; runs: number }) => ({ name: p.name, matches: p.tests, out: round4(p.out), runs: round4(p.runs) });
  const seasons = archive.bySeason.size - (archive.bySeason.has(log.season) && archive.bySeason.size > 1 ? 1 : 0);
  let deliveries = 0;
  for (const [season, counts] of archive.bySeason) if (season !== log.season || archive.bySeason.size === 1) deliveries += counts.reduce((a, b) => a + b, 0);
  return {
    seq,
    inns: start.inns,
    format: format.key,
    batting_first: log.teams[0],
    other: log.teams[1],
    rules,
    start: {
      inns: start.inns,
      runs: start.runs,
      wickets: start.wickets,
      balls: start.balls,
      allowed: start.allowed,
      target: start.target ?? null,
      chase_allowed: start.chaseAllowed ?? null,
      queue: lineup.queue,
      bowler: lineup.bowler,
      previous: lineup.previous,
      bowled: lineup.bowled,
      conditions: { out: round4(conditions.out), runs: round4(conditions.runs) },
    },
    table: table.cumulative.map((x, i) => (i % LO_K === LO_K - 1 ? 1 : round6(x))),
    sides: [0, 1].map((k) => ({
      bat: lineup.sides[k].bat.map(player),
      bowl: lineup.sides[k].bowl.map((b) => ({ ...player(b), weight: Math.round(b.weight * 10) / 10 })),
    })) as LoMatchPlayout['sides'],
    held_out:
      archive.bySeason.size === 1
        ? `ball-by-ball frequencies of every ${format.label} match, season ${log.season} included: the archive has no other season; players' figures from matches before this one`
        : `ball-by-ball frequencies of the ${seasons} other seasons of ${format.label}, never season ${log.season}; players' figures from matches before this one`,
    deliveries,
  };
}
