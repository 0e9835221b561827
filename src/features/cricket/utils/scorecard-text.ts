import type { MatchListItem, ScorecardInnings } from '../api/cricket-types';

/** Scorecard texts, pure; the innings total and the innings' ordinal are shared with the server's share card. */
export { ordinal, totalText } from '../../../../common/cricket/scorecard-text';

/** The extras line: "12 (b 4, lb 5, w 1, nb 2)"; penalty runs only when there were any. */
export function extrasText(e: ScorecardInnings['extras']): string {
  const total = e.byes + e.legbyes + e.wides + e.noballs + e.penalty;
  const parts = [`b ${e.byes}`, `lb ${e.legbyes}`, `w ${e.wides}`, `nb ${e.noballs}`, ...(e.penalty ? [`pen ${e.penalty}`] : [])];
  return `${total} (${parts.join(', ')})`;
}

/** A short score for lists: "258", "258/5d", "154/6", "forfeited". */
export function shortScore(i: Pick<ScorecardInnings, 'runs' | 'wickets' | 'declared' | 'forfeited'>): string {
  if (i.forfeited) return 'forfeited';
  return `${i.wickets >= 10 ? i.runs : `${i.runs}/${i.wickets}`}${i.declared ? 'd' : ''}`;
}

/** Each team's innings joined with "&", in the order the teams first batted: "England 258 & 258/5d". */
export function teamScores(innings: MatchListItem['innings']): { team: string; scores: string }[] {
  const byTeam = new Map<string, string[]>();
  for (const i of innings) byTeam.set(i.team, [...(byTeam.get(i.team) ?? []), shortScore(i)]);
  return [...byTeam].map(([team, list]) => ({ team, scores: list.join(' & ') }));
}

/** Fall of wickets as printed under a card: "1-17 (Burns, 5.3 ov)". */
export function fowText(w: { wicket: number; runs: number; over: string }, batter: string): string {
  return `${w.wicket}-${w.runs} (${batter}, ${w.over} ov)`;
}
