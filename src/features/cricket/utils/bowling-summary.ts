import type { BowlerMatchupRow, BowlingFigures, BowlingInnings, BowlingSummary, InningsRecord, PlayerBowlingMatchups } from '../api/cricket-types';
import { compareText } from '../../../../common/compare-text';
import { average, bowlingAverage, bowlingStrikeRate, economyRate } from '../../../../common/cricket/exact-round';
import { groupRecords, type Grouping } from './summarise';

/**
 * The Bowling view's figures for any set of bowling innings (the filter bar's), with the same definitions as the
 * API's career summary (contracts/cricket-bowling.ts): best = most wickets, then fewest runs; 4w = exactly 4 in an
 * innings, 5w = 5 or more, 10w = 10 or more in a match. Pure.
 */

/** A bowling innings with the fields the career filters read (his side and the year, from his batting records). */
export type BowlingRecord = BowlingInnings & { team: string; match_year: number };

/** His side in each bowling innings: the team of his batting record in that match (every XI member has one). */
export function toBowlingRecords(innings: readonly BowlingInnings[], batting: readonly InningsRecord[], fallbackTeam: string): BowlingRecord[] {
  const teamOf = new Map(batting.map((r) => [r.match_id, r.team]));
  return innings.map((i) => ({ ...i, team: teamOf.get(i.match_id) ?? fallbackTeam, match_year: Number(i.match_start_date.slice(0, 4)) }));
}

const better = (a: BowlingFigures, b: BowlingFigures | null) => b === null || a.wickets > b.wickets || (a.wickets === b.wickets && a.runs < b.runs);

/** The summary of `records`; `matches` = his Tests in the XI the filters keep. */
export function summariseBowling(matches: number, records: readonly BowlingInnings[]): BowlingSummary {
  let balls = 0, maidens = 0, runs = 0, wickets = 0, four = 0, five = 0;
  let bestInnings: BowlingFigures | null = null;
  const perMatch = new Map<string, BowlingFigures>();
  for (const r of records) {
    balls += r.balls;
    maidens += r.maidens;
    runs += r.runs;
    wickets += r.wickets;
    if (r.wickets === 4) four++;
    if (r.wickets >= 5) five++;
    const f = { wickets: r.wickets, runs: r.runs };
    if (better(f, bestInnings)) bestInnings = f;
    const m = perMatch.get(r.match_id);
    perMatch.set(r.match_id, m ? { wickets: m.wickets + r.wickets, runs: m.runs + r.runs } : f);
  }
  let bestMatch: BowlingFigures | null = null;
  let ten = 0;
  for (const m of perMatch.values()) {
    if (better(m, bestMatch)) bestMatch = m;
    if (m.wickets >= 10) ten++;
  }
  return {
    matches,
    innings: records.length,
    balls,
    maidens,
    runs,
    wickets,
    best_innings: bestInnings,
    best_match: bestMatch,
    average: bowlingAverage(runs, wickets),
    economy: economyRate(runs, balls),
    strike_rate: bowlingStrikeRate(balls, wickets),
    four_wickets: four,
    five_wickets: five,
    ten_wickets: ten,
  };
}

/** One row of the Bowling view's breakdown. */
export type BowlingGroup = BowlingSummary & { key: string };

export const BOWLING_GROUPINGS: readonly Grouping[] = ['year', 'opposition', 'ground', 'host', 'inns', 'venue-type'];

/** Bowling innings grouped (matches = the distinct Tests among the group's innings). */
export function bowlingBreakdown(g: Grouping, records: readonly BowlingRecord[]): BowlingGroup[] {
  return groupRecords(
    g,
    records,
    (key, list) => ({ key, ...summariseBowling(new Set(list.map((r) => r.match_id)).size, list) }),
    (s) => s.innings,
  );
}

/** "8/15"; "-" when none. */
export const figuresText = (f: BowlingFigures | null) => (f ? `${f.wickets}/${f.runs}` : '-');

/** One batter's figures against the bowler over the innings kept. */
export interface BatterFaced {
  batter_id: string;
  batter: string;
  /** His career page's slug (null when the answer gives none). */
  slug: string | null;
  dismissals: number;
  balls: number;
  runs: number;
  dots: number;
  fours: number;
  sixes: number;
  /** Runs off the bat per dismissal; null when never out to him. */
  average: number | null;
}

const inningsKey = (r: { match_id: string; match_inns: number }) => `${r.match_id}:${r.match_inns}`;

/** The batters he bowled to over the innings in `keep` (all when null), most dismissals first, then fewest runs each. */
export function battersFaced(m: PlayerBowlingMatchups, keep: ReadonlySet<string> | null): BatterFaced[] {
  const by = new Map<string, BatterFaced>();
  for (const r of m.rows as BowlerMatchupRow[]) {
    if (keep && !keep.has(inningsKey(r))) continue;
    let t = by.get(r.batter_id);
    if (!t) {
      t = { batter_id: r.batter_id, batter: m.batters[r.batter_id] ?? r.batter_id, slug: m.slugs?.[r.batter_id] ?? null, dismissals: 0, balls: 0, runs: 0, dots: 0, fours: 0, sixes: 0, average: null };
      by.set(r.batter_id, t);
    }
    t.dismissals += r.dismissals;
    t.balls += r.balls;
    t.runs += r.runs;
    t.dots += r.dots;
    t.fours += r.fours;
    t.sixes += r.sixes;
  }
  return [...by.values()]
    .map((t) => ({ ...t, average: average(t.runs, t.dismissals) }))
    .sort((a, b) => b.dismissals - a.dismissals || a.runs - b.runs || compareText(a.batter, b.batter));
}

/** His wickets by kind over the innings in `keep` (all when null), most first. */
export function wicketKinds(m: PlayerBowlingMatchups, keep: ReadonlySet<string> | null): { kind: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const w of m.wickets) if (!keep || keep.has(inningsKey(w))) counts.set(w.kind, (counts.get(w.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count || compareText(a.kind, b.kind));
}

/** The innings a set of bowling records covers, as keys for battersFaced / wicketKinds. */
export const inningsKeys = (records: readonly BowlingInnings[]) => new Set(records.map(inningsKey));
