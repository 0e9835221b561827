/**
 * Team results, home and away, streaks, ball-age bands and series results (definitions in
 * docs/decisions.md, "Cricket teams, series and grounds"). Pure: no I/O; the API and the tests share it.
 */

export type TeamResult = 'won' | 'lost' | 'drawn' | 'tied';
export type Side = 'home' | 'away' | 'neutral';

/** The parts of a Test these functions read (`winner` null for a draw or tie). */
export interface ResultInput {
  winner: string | null;
  /** The match's kind of result: 'win', 'draw', 'tie', 'no result' or 'unknown'. */
  result: string | null;
}

/**
 * A Test's result for one of its teams: won or lost when the match has a winner (an awarded Test too: it counts as a
 * win and a loss, marked by the caller), drawn for a draw, tied for a tie; null when the archive gives no result.
 */
export function resultFor(team: string, m: ResultInput): TeamResult | null {
  if (m.winner !== null) return m.winner === team ? 'won' : 'lost';
  if (m.result === 'draw') return 'drawn';
  if (m.result === 'tie') return 'tied';
  return null;
}

/** An awarded Test ("England won (Awarded)"): the outcome text the importer writes from `info.outcome.method`. */
export const isAwarded = (outcomeText: string) => /\(awarded\)$/i.test(outcomeText.trim());

/** Home when the ground's host country is the team, away when it is the opposition, neutral otherwise (or unknown). */
export function sideOf(team: string, opposition: string, hostCountry: string | null): Side {
  if (hostCountry === team) return 'home';
  if (hostCountry === opposition) return 'away';
  return 'neutral';
}

/** Ball age: the over of the innings (1-based) in bands 1-20, 21-40, 41-80 and 81 onward (the new ball is due after 80). */
export const BALL_AGE_BANDS = ['1-20', '21-40', '41-80', '81+'] as const;
export type BallAgeBand = (typeof BALL_AGE_BANDS)[number];

/** The band of Cricsheet's 0-based over index (over index 0 is the first over of the innings). */
export function ballAgeBand(overIndex: number): BallAgeBand {
  const over = overIndex + 1;
  if (over <= 20) return '1-20';
  if (over <= 40) return '21-40';
  if (over <= 80) return '41-80';
  return '81+';
}

export interface Run {
  length: number;
  /** First and last Test of the run (their keys as given), null for a run of none. */
  from: string | null;
  to: string | null;
}

export interface Streaks {
  /** Most Tests won in a row. */
  longestWinning: Run;
  /** Most Tests in a row without a defeat (wins, draws and ties). */
  longestUnbeaten: Run;
  /** The runs the team is on after its latest Test in the archive. */
  currentWinning: Run;
  currentUnbeaten: Run;
}

/**
 * Winning and unbeaten runs over a team's Tests in date order (`key` names a Test: its id or date). A Test without a
 * result ends both runs.
 */
export function streaks(results: readonly { key: string; result: TeamResult | null }[]): Streaks {
  const none = (): Run => ({ length: 0, from: null, to: null });
  let longestWinning = none();
  let longestUnbeaten = none();
  let win = none();
  let unbeaten = none();
  const extend = (r: Run, key: string): Run => ({ length: r.length + 1, from: r.from ?? key, to: key });
  for (const { key, result } of results) {
    win = result === 'won' ? extend(win, key) : none();
    unbeaten = result === 'won' || result === 'drawn' || result === 'tied' ? extend(unbeaten, key) : none();
    if (win.length > longestWinning.length) longestWinning = win;
    if (unbeaten.length > longestUnbeaten.length) longestUnbeaten = unbeaten;
  }
  return { longestWinning, longestUnbeaten, currentWinning: win, currentUnbeaten: unbeaten };
}

/** A Test of a series as the series result reads it. */
export interface SeriesTest extends ResultInput {
  /** `info.event.match_number`, null when the file does not number it. */
  matchNumber: number | null;
}

/** A Test the archive lacks that may belong to the series (from the coverage table). */
export interface MissingCandidate {
  testNumber: number;
  /** The Test's number within the series, when the series numbering shows it. */
  seriesMatch: number | null;
}

export interface SeriesResult {
  /** Wins of each team of the pairing (in the pairing's order), draws and ties, over the Tests held. */
  wins: [number, number];
  drawn: number;
  tied: number;
  /** True when the archive holds every Test of the series it can see: then `text` is the series result. */
  complete: boolean;
  /** What the archive lacks, in words ("Test 1 of the series is not in the archive under ...", "Test no. 2245, which may belong to this series"). */
  gaps: string[];
  /** "England won 3–1", "Drawn 2–2", "Drawn 0–0"; for an incomplete series "As far as the archive holds (2 Tests): ...". */
  text: string;
}

const EN_DASH = '\u2013';

/**
 * The result of a series (the Tests sharing `info.event.name`, `info.season` and pairing; `word` names a match of
 * the format: "Test", "ODI", "T20I") from the Tests the archive
 * holds. The series is complete when its Tests are numbered 1..n with none missing and no missing Test of the
 * archive may belong to it; a series of one Test without a number is complete. Otherwise the gaps are named and
 * the text gives only what the Tests held show, never a series result.
 */
export function seriesResult(pair: readonly [string, string], tests: readonly SeriesTest[], missing: readonly MissingCandidate[] = [], word = 'Test'): SeriesResult {
  const words = `${word}s`;
  const wins: [number, number] = [0, 0];
  let drawn = 0;
  let tied = 0;
  for (const t of tests) {
    const r = resultFor(pair[0], t);
    if (r === 'won') wins[0] += 1;
    else if (r === 'lost') wins[1] += 1;
    else if (r === 'drawn') drawn += 1;
    else if (r === 'tied') tied += 1;
  }
  const gaps: string[] = [];
  const numbers = tests.map((t) => t.matchNumber);
  const lacking: number[] = [];
  if (tests.length > 1 && numbers.some((n) => n === null)) {
    gaps.push(`the archive does not number every ${word} of this series, so a missing ${word} cannot be ruled out`);
  } else if (tests.length > 0 && numbers.every((n) => n !== null)) {
    const held = new Set(numbers as number[]);
    if (held.size < numbers.length) gaps.push(`two ${words} of the archive carry the same number in this series`);
    const max = Math.max(...(numbers as number[]));
    for (let k = 1; k <= max; k++) if (!held.has(k)) lacking.push(k);
    if (lacking.length) {
      const many = lacking.length > 1;
      gaps.push(`${many ? words : word} ${listText(lacking.map(String))} of the series ${many ? 'are' : 'is'} not in the archive under this series' name and season`);
    }
  }
  const unplaced: number[] = [];
  for (const m of missing) {
    // A missing Test the numbering already names is not named twice.
    if (m.seriesMatch !== null && lacking.includes(m.seriesMatch)) continue;
    if (m.seriesMatch !== null) gaps.push(`${word} no. ${m.testNumber} (${word} ${m.seriesMatch} of the series)`);
    else unplaced.push(m.testNumber);
  }
  if (unplaced.length === 1) gaps.push(`${word} no. ${unplaced[0]}, which may belong to this series`);
  else if (unplaced.length > 1) {
    const shown = unplaced.slice(0, 6).map(String);
    const list = unplaced.length > 6 ? `${shown.join(', ')} and ${unplaced.length - 6} more` : listText(shown);
    gaps.push(`${words} no. ${list}, which may belong to this series (the archive does not show their teams)`);
  }
  const complete = gaps.length === 0 && tests.length > 0;
  const score = `${Math.max(...wins)}${EN_DASH}${Math.min(...wins)}`;
  let text: string;
  if (complete) text = wins[0] === wins[1] ? `Drawn ${score}` : `${wins[0] > wins[1] ? pair[0] : pair[1]} won ${score}`;
  else {
    const parts = [`${pair[0]} ${wins[0]}`, `${pair[1]} ${wins[1]}`, `${drawn} drawn`];
    if (tied) parts.push(`${tied} tied`);
    text = `As far as the archive holds (${tests.length === 1 ? `1 ${word}` : `${tests.length} ${words}`}): ${parts.join(', ')}`;
  }
  return { wins, drawn, tied, complete, gaps, text };
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
