import type { MatchListItem, ScorecardInnings } from '../api/cricket-types';

/**
 * Scorecard texts, pure. An innings total as scorecards print it: runs, "/wickets" unless all out (10 wickets),
 * " dec" when declared, and the overs: "258 (77.1 ov)", "258/5 dec (71 ov)", "154/6 (47.3 ov)".
 */
export function totalText(i: Pick<ScorecardInnings, 'runs' | 'wickets' | 'declared' | 'forfeited' | 'overs'>): string {
  if (i.forfeited) return 'forfeited';
  const score = i.wickets >= 10 ? String(i.runs) : `${i.runs}/${i.wickets}`;
  return `${score}${i.declared ? ' dec' : ''} (${i.overs} ov)`;
}

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

/** "1st innings", "2nd innings", ... of the match. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Fall of wickets as printed under a card: "1-17 (Burns, 5.3 ov)". */
export function fowText(w: { wicket: number; runs: number; over: string }, batter: string): string {
  return `${w.wicket}-${w.runs} (${batter}, ${w.over} ov)`;
}
