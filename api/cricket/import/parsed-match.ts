/** What parse-match.ts makes of one Cricsheet match file: its shapes, and why a file was not imported. */
import type { MatchupCounts } from '../../../workers/cricket/batting-profile';
import type { BallAgeBand } from '../../../common/cricket/team-results';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import type { InningsLimits, PhaseRow, SuperOverInnings } from './limited-overs';
import type {
  BowlingFigures,
  DismissalFielder,
  FallOfWicket,
  FieldingFigures,
  Partnership,
  Review,
  TeamInningsFigures,
} from './innings-ledger';

export const RUN_BINS = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-99', '100+'];

export function runBin(runs: number): string {
  return runs >= 100 ? '100+' : RUN_BINS[Math.floor(runs / 10)];
}

export interface ParsedInnings {
  playerId: string;
  matchInns: number;
  team: string;
  opposition: string;
  runs: number;
  ballsFaced: number;
  didBat: boolean;
  isOut: boolean;
  fours: number;
  sixes: number;
  battingPosition: number | null;
  dismissal: string;
  /** Balls faced by runs off the bat (index 7: 7 or more); null for did-not-bat records. */
  ballsByRuns: number[] | null;
  /** Balls faced when the score first reached 50 / 100. */
  ball50: number | null;
  ball100: number | null;
  /** Per bowler faced (registry ids), in order of first ball; empty for did-not-bat records. */
  matchups: ParsedMatchup[];
  /** The scorecard's dismissal ("c Paine b Hazlewood", "not out", "retired hurt", "absent hurt"); null for did not bat. */
  dismissalText: string | null;
  /** The bowler credited with the wicket (bowler's kinds only). */
  dismissalBowlerId: string | null;
  /** Fielders named in the dismissal; null when he was not out or did not bat. */
  dismissalFielders: DismissalFielder[] | null;
  /** The team wicket at which he fell. */
  fowWicket: number | null;
}

export interface ParsedMatchup extends MatchupCounts {
  bowlerId: string;
}

export interface ParsedMatch {
  matchId: string;
  /** Format and sex (common/cricket/formats.ts). */
  format: CricketFormatKey;
  /** `info.overs`: overs a side (limited-overs matches; below 50 or 20 when reduced). */
  overs: number | null;
  /** `outcome.method`: 'D/L' (Duckworth-Lewis-Stern), 'Awarded'. */
  method: string | null;
  /** `outcome.eliminator`: the side that won a tie's super over (or bowl-out). */
  eliminator: string | null;
  /** `outcome.by`. */
  marginRuns: number | null;
  marginWickets: number | null;
  marginInnings: number | null;
  /** A tie's super overs: on the scorecard, never in a career. */
  superOvers: SuperOverInnings[];
  /** Each regular innings' (revised) target and powerplays. */
  limits: InningsLimits[];
  /** Phase splits (powerplay, middle, death) of a limited-overs match; empty for Tests. */
  phases: PhaseRow[];
  startDate: string;
  endDate: string;
  teams: [string, string];
  venue: string;
  ground: string;
  hostCountry: string | null;
  city: string | null;
  outcome: string;
  dataVersion: string | null;
  revision: number | null;
  /** The official number of the match in its format (`info.match_type_number`: Test no., ODI no.), when given. */
  testNumber: number | null;
  /** `info.season` ("2002/03", "2021"). */
  season: string | null;
  event: MatchEvent | null;
  /** Everyone who played (XI plus replacements), with the name used in this match. */
  players: { playerId: string; name: string; team: string }[];
  innings: ParsedInnings[];
  toss: { winner: string; decision: string } | null;
  /** Registry ids of the player(s) of the match. */
  playerOfMatch: string[];
  /** The winning team; null for a draw, tie or no result. */
  winner: string | null;
  result: 'win' | 'draw' | 'tie' | 'no result' | 'unknown';
  teamInnings: TeamInningsFigures[];
  bowling: BowlingFigures[];
  fielding: FieldingFigures[];
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  reviews: Review[];
  /** `info.officials`, in the file's order per role ('umpires', 'tv_umpires', 'reserve_umpires', 'match_referees'). */
  officials: { role: string; seq: number; name: string }[];
  /** Per innings and ball-age band: legal balls, runs (extras included) and team wickets. */
  ballAge: BallAgeRow[];
  /** `replacements.match` in the file's order: who came in for whom, in which innings (1-4), and the file's reason. */
  replacements: MatchReplacement[];
}

export interface MatchReplacement {
  matchInns: number;
  team: string;
  playerIn: string;
  playerOut: string;
  /** Cricsheet's `reason` ("concussion_substitute"), null when the file gives none. */
  reason: string | null;
}

export interface BallAgeRow {
  matchInns: number;
  band: BallAgeBand;
  balls: number;
  runs: number;
  wickets: number;
}

/** Why a file was not imported: `ignored` (not a format the explorer covers) or `invalid`. */
export class MatchFileError extends Error {
  constructor(
    readonly kind: 'ignored' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'MatchFileError';
  }
}

/** The series a Test belongs to, from `info.event` (Cricsheet JSON format: name, match_number, group, stage, sub_name). */
export interface MatchEvent {
  name: string;
  /** The Test's number within the series, when Cricsheet gives it. */
  matchNumber: number | null;
  /** `sub_name`, `group` and `stage` joined, when given ("New Zealand in Australia", "Final"). */
  detail: string | null;
}
