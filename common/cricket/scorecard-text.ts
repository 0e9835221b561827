/** What an innings total is printed from (a scorecard innings of contracts/cricket-matches.ts has these fields). */
export interface InningsTotal {
  runs: number;
  wickets: number;
  declared: boolean;
  forfeited: boolean;
  /** "77.1": completed overs, then the legal balls of the unfinished one. */
  overs: string;
}

/**
 * Scorecard texts the scorecard page and its share card both print, pure. An innings total as scorecards print it:
 * runs, "/wickets" unless all out (10 wickets), " dec" when declared, and the overs: "258 (77.1 ov)",
 * "258/5 dec (71 ov)", "154/6 (47.3 ov)".
 */
export function totalText(i: InningsTotal): string {
  if (i.forfeited) return 'forfeited';
  const score = i.wickets >= 10 ? String(i.runs) : `${i.runs}/${i.wickets}`;
  return `${score}${i.declared ? ' dec' : ''} (${i.overs} ov)`;
}

/** "1st innings", "2nd innings", ... of the match. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

