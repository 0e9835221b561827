/**
 * A match's result in words, written by one function for every page, card and table (docs/decisions.md "Result
 * words"): a margin counts its unit in the singular for one ("by 1 wicket", "by 1 run", "by an innings and 1 run");
 * a match without a winner is "Drawn", "Tied" or "No result", the same words a team's and a series' results use.
 * Pure and format-free: any Cricsheet `info.outcome` (Tests, ODIs, T20Is) reads the same way.
 */

/** A win's margin as Cricsheet gives it (`info.outcome.by`): an innings and runs, runs, or wickets. */
export interface Margin {
  innings?: number;
  runs?: number;
  wickets?: number;
}

/** The words of a result without a winner (Cricsheet's `outcome.result`), used wherever such a result is shown. */
export const NO_WINNER_TEXT: Readonly<Record<string, string>> = { draw: 'Drawn', tie: 'Tied', 'no result': 'No result' };

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "by an innings and 76 runs", "by 1 wicket", "by 1 run"; empty when the margin names nothing. */
export function marginText(m: Margin): string {
  const parts: string[] = [];
  if (m.innings !== undefined) parts.push('an innings');
  if (m.runs !== undefined) parts.push(count(m.runs, 'run'));
  if (m.wickets !== undefined) parts.push(count(m.wickets, 'wicket'));
  return parts.length ? `by ${parts.join(' and ')}` : '';
}

/** "England won by 1 wicket", "England won (Awarded)", "Drawn"; `result` is Cricsheet's `outcome.result` when no one won. */
export function resultText(o: { winner: string | null; result?: string | null; margin?: Margin | null; method?: string | null }): string {
  if (o.winner === null) return o.result ? (NO_WINNER_TEXT[o.result] ?? o.result) : 'Result unknown';
  const by = o.margin ? marginText(o.margin) : '';
  return `${o.winner} won${by ? ` ${by}` : ''}${o.method ? ` (${o.method})` : ''}`;
}

/** The margin named in a result text ("won by an innings and 76 runs", "won by 1 wickets"), or null. */
export function marginOf(text: string): Margin | null {
  const inns = /won by an innings and (\d+) runs?\b/.exec(text);
  if (inns) return { innings: 1, runs: Number(inns[1]) };
  if (/won by an innings\b/.test(text)) return { innings: 1 };
  const runs = /won by (\d+) runs?\b/.exec(text);
  if (runs) return { runs: Number(runs[1]) };
  const wkts = /won by (\d+) wickets?\b/.exec(text);
  if (wkts) return { wickets: Number(wkts[1]) };
  return null;
}

/**
 * A stored result text (the importer's `outcome` column: "England won by 1 wickets" from an older import, "draw")
 * written again by resultText, so a database imported before this rule reads right without a new import.
 */
export function storedResultText(stored: string, winner: string | null): string {
  if (winner === null) return NO_WINNER_TEXT[stored] ?? (stored === 'unknown' ? 'Result unknown' : stored);
  const method = /\(([^()]+)\)\s*$/.exec(stored)?.[1] ?? null;
  return resultText({ winner, margin: marginOf(stored), method });
}
