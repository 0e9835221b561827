/**
 * A division's table from its confirmed match results, with the tie-breaks stated on the page and in
 * docs/decisions.md ("Team leagues"):
 *
 *   1. points (frames won × frame points, plus the match points for a win or a draw);
 *   2. frame difference (frames won minus frames lost);
 *   3. head to head: the points the tied teams took in their matches against one another;
 *   4. head-to-head frame difference in those matches;
 *   5. frames won;
 *   then the place is shared (listed by name).
 *
 * Steps 3 and 4 are taken once among all the teams still level after step 2 (not again within a smaller group).
 * Pure; integer arithmetic throughout.
 */
import { compareText } from '../compare-text';
import { matchPoints, type DivisionFormat } from './division-format';

export interface TeamRef {
  id: number;
  name: string;
}

export interface TeamResult {
  homeId: number;
  awayId: number;
  homeFrames: number;
  awayFrames: number;
}

export type TieBreak = 'points' | 'frame difference' | 'head to head' | 'head-to-head frame difference' | 'frames won' | 'shared';

export interface TeamStandingsRow {
  rank: number;
  team_id: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  frames_for: number;
  frames_against: number;
  frame_difference: number;
  points: number;
  /** What put this team above the next one in the table (null for the last row). */
  above_next_by: TieBreak | null;
}

interface Acc extends Omit<TeamStandingsRow, 'rank' | 'above_next_by'> {
  h2hPoints: number;
  h2hDiff: number;
}

export function teamStandings(teams: readonly TeamRef[], results: readonly TeamResult[], format: DivisionFormat): TeamStandingsRow[] {
  const acc = new Map<number, Acc>();
  for (const t of teams) {
    acc.set(t.id, { team_id: t.id, name: t.name, played: 0, won: 0, drawn: 0, lost: 0, frames_for: 0, frames_against: 0, frame_difference: 0, points: 0, h2hPoints: 0, h2hDiff: 0 });
  }
  for (const r of results) {
    const home = acc.get(r.homeId);
    const away = acc.get(r.awayId);
    if (!home || !away) continue;
    const pts = matchPoints(format, r.homeFrames, r.awayFrames);
    for (const [row, own, other, p] of [
      [home, r.homeFrames, r.awayFrames, pts.home],
      [away, r.awayFrames, r.homeFrames, pts.away],
    ] as const) {
      row.played++;
      if (own > other) row.won++;
      else if (own === other) row.drawn++;
      else row.lost++;
      row.frames_for += own;
      row.frames_against += other;
      row.frame_difference = row.frames_for - row.frames_against;
      row.points += p;
    }
  }
  const rows = [...acc.values()];
  rows.sort((a, b) => b.points - a.points || b.frame_difference - a.frame_difference);
  // Head to head among each group level on points and frame difference.
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (j < rows.length && rows[j].points === rows[i].points && rows[j].frame_difference === rows[i].frame_difference) j++;
    if (j - i > 1) headToHead(rows.slice(i, j), results, format);
    i = j;
  }
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.frame_difference - a.frame_difference ||
      b.h2hPoints - a.h2hPoints ||
      b.h2hDiff - a.h2hDiff ||
      b.frames_for - a.frames_for ||
      compareText(a.name, b.name),
  );
  const out: TeamStandingsRow[] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const shared = prev !== undefined && decidedBy(prev, r) === 'shared';
    const next = rows[i + 1];
    const { h2hPoints: _p, h2hDiff: _d, ...row } = r;
    out.push({ ...row, rank: shared ? out[i - 1].rank : i + 1, above_next_by: next ? decidedBy(r, next) : null });
  });
  return out;
}

function headToHead(group: Acc[], results: readonly TeamResult[], format: DivisionFormat): void {
  const ids = new Set(group.map((g) => g.team_id));
  const byId = new Map(group.map((g) => [g.team_id, g]));
  for (const g of group) {
    g.h2hPoints = 0;
    g.h2hDiff = 0;
  }
  for (const r of results) {
    if (!ids.has(r.homeId) || !ids.has(r.awayId)) continue;
    const pts = matchPoints(format, r.homeFrames, r.awayFrames);
    const home = byId.get(r.homeId)!;
    const away = byId.get(r.awayId)!;
    home.h2hPoints += pts.home;
    away.h2hPoints += pts.away;
    home.h2hDiff += r.homeFrames - r.awayFrames;
    away.h2hDiff += r.awayFrames - r.homeFrames;
  }
}

/** The first tie-break on which `a` (above) beats `b`, or 'shared'. */
function decidedBy(a: Acc, b: Acc): TieBreak {
  if (a.points !== b.points) return 'points';
  if (a.frame_difference !== b.frame_difference) return 'frame difference';
  if (a.h2hPoints !== b.h2hPoints) return 'head to head';
  if (a.h2hDiff !== b.h2hDiff) return 'head-to-head frame difference';
  if (a.frames_for !== b.frames_for) return 'frames won';
  return 'shared';
}
