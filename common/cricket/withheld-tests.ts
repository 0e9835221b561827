/**
 * The men's Tests Cricsheet withholds (https://cricsheet.org/withheld-matches): every Test of Afghanistan's men's
 * team. The archive lacks them, so the coverage derivation sees only their official numbers; this table names
 * their teams and results, so a team's record and a career can say what the archive leaves out. Each row is
 * checked against the real archive by scripts/verify-cricket-figures.ts (its number is missing there and its date
 * lies between the held Tests either side). Format-free: a row names its format.
 */
import { resultText, type Margin } from './result-text';

export interface WithheldTest {
  format: 'Test';
  /** The official number (`info.match_type_number` in the withheld file). */
  number: number;
  date: string;
  /** Home side first. */
  teams: [string, string];
  ground: string;
  /** The winner; null for a draw. */
  winner: string | null;
  /** The margin (Cricsheet's `outcome.by`), written by common/cricket/result-text.ts; null for a draw. */
  margin: Margin | null;
}

export const WITHHELD_TEAM = 'Afghanistan';

export const WITHHELD_TESTS: readonly WithheldTest[] = [
  { format: 'Test', number: 2307, date: '2018-06-14', teams: ['India', 'Afghanistan'], ground: 'Bengaluru', winner: 'India', margin: { innings: 1, runs: 262 } },
  { format: 'Test', number: 2351, date: '2019-03-15', teams: ['Afghanistan', 'Ireland'], ground: 'Dehradun', winner: 'Afghanistan', margin: { wickets: 7 } },
  { format: 'Test', number: 2361, date: '2019-09-05', teams: ['Bangladesh', 'Afghanistan'], ground: 'Chattogram', winner: 'Afghanistan', margin: { runs: 224 } },
  { format: 'Test', number: 2370, date: '2019-11-27', teams: ['Afghanistan', 'West Indies'], ground: 'Lucknow', winner: 'West Indies', margin: { wickets: 9 } },
  { format: 'Test', number: 2413, date: '2021-03-02', teams: ['Afghanistan', 'Zimbabwe'], ground: 'Abu Dhabi', winner: 'Zimbabwe', margin: { wickets: 10 } },
  { format: 'Test', number: 2415, date: '2021-03-10', teams: ['Afghanistan', 'Zimbabwe'], ground: 'Abu Dhabi', winner: 'Afghanistan', margin: { wickets: 6 } },
  { format: 'Test', number: 2506, date: '2023-06-14', teams: ['Bangladesh', 'Afghanistan'], ground: 'Mirpur', winner: 'Bangladesh', margin: { runs: 546 } },
  { format: 'Test', number: 2527, date: '2024-02-02', teams: ['Sri Lanka', 'Afghanistan'], ground: 'Colombo (SSC)', winner: 'Sri Lanka', margin: { wickets: 10 } },
  { format: 'Test', number: 2532, date: '2024-02-28', teams: ['Afghanistan', 'Ireland'], ground: 'Abu Dhabi', winner: 'Ireland', margin: { wickets: 6 } },
  { format: 'Test', number: 2573, date: '2024-12-26', teams: ['Zimbabwe', 'Afghanistan'], ground: 'Bulawayo', winner: null, margin: null },
  { format: 'Test', number: 2574, date: '2025-01-02', teams: ['Zimbabwe', 'Afghanistan'], ground: 'Bulawayo', winner: 'Afghanistan', margin: { runs: 72 } },
  { format: 'Test', number: 2604, date: '2025-10-20', teams: ['Zimbabwe', 'Afghanistan'], ground: 'Harare', winner: 'Zimbabwe', margin: { innings: 1, runs: 73 } },
];

/** "Afghanistan won by 7 wickets", "Drawn". */
export const withheldResultText = (t: WithheldTest) => resultText({ winner: t.winner, result: 'draw', margin: t.margin });

const byNumber = new Map(WITHHELD_TESTS.map((t) => [t.number, t]));

/** The withheld Test of this official number, if any. */
export const withheldTest = (number: number): WithheldTest | null => byNumber.get(number) ?? null;

/** A team's withheld Tests: how many it played, won, lost and drew, and which (for "with them: 12 Tests, 3 won"). */
export function withheldRecord(team: string, tests: readonly WithheldTest[] = WITHHELD_TESTS) {
  const mine = tests.filter((t) => t.teams.includes(team));
  const won = mine.filter((t) => t.winner === team).length;
  const drawn = mine.filter((t) => t.winner === null).length;
  return { tests: mine, played: mine.length, won, drawn, lost: mine.length - won - drawn };
}
