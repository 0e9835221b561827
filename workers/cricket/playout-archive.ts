/**
 * What the playouts learn from the archive (pure): the ball table's counts, the time facts (overs each Test had) and
 * the follow-on facts, kept per season so that the table for a Test is the archive without that Test's season
 * (the same held-out rule as the fitted model), and every player's Tests for his figures before a Test.
 */
import type { MatchLog } from './match-log';
import { countBalls, followOnShare, matchTime, TABLE_SIZE, tableOf, timeQuantiles, type BallTable, type MatchTime } from './playout';
import { addToHistory, emptyHistory, type PlayerHistory } from './player-figures';

export interface HeldOutTable {
  table: BallTable;
  /** Seasons and deliveries it was counted from, and whether the archive had no other season (then it is the whole archive). */
  seasons: number;
  deliveries: number;
  alone: boolean;
}

export class PlayoutArchive {
  readonly all = new Float64Array(TABLE_SIZE);
  readonly bySeason = new Map<string, Float64Array>();
  readonly times: { season: string; time: MatchTime }[] = [];
  readonly history: PlayerHistory = emptyHistory();

  add(matchId: string, log: MatchLog): void {
    let counts = this.bySeason.get(log.season);
    if (!counts) this.bySeason.set(log.season, (counts = new Float64Array(TABLE_SIZE)));
    countBalls(log, counts);
    countBalls(log, this.all);
    const time = matchTime(log);
    if (time) this.times.push({ season: log.season, time });
    addToHistory(this.history, matchId, log);
  }

  /** The table, time and follow-on rules from every season but `season` (the whole archive when it has no other). */
  tableWithout(season: string): HeldOutTable {
    const own = this.bySeason.get(season);
    const counts = new Float64Array(TABLE_SIZE);
    for (let i = 0; i < TABLE_SIZE; i++) counts[i] = this.all[i] - (own ? own[i] : 0);
    const alone = counts.every((x) => x === 0);
    if (alone) counts.set(this.all);
    const times = this.times.filter((t) => alone || t.season !== season).map((t) => t.time);
    const table: BallTable = tableOf(counts);
    const overs = timeQuantiles(times);
    if (overs) table.overs = overs;
    const followOn = followOnShare(times);
    if (followOn !== null) table.followOn = followOn;
    return { table, seasons: this.bySeason.size - (own && !alone ? 1 : 0), deliveries: counts.reduce((a, b) => a + b, 0), alone };
  }
}
