/**
 * A Test's deliveries reduced to what the win-probability model and its turning points need (pure, no I/O): who
 * batted first, each innings' declared / forfeited flags and penalty runs recorded outside the deliveries, and per
 * delivery its over, whether it was a legal ball, the runs it added, the striker, the bowler and any wicket.
 * The importer builds it from the Cricsheet JSON it already parsed and stores it per match; the bench builds it
 * straight from the archive. Definitions: docs/win-probability.md.
 */

/** Outcome from the side that batted first; null when the match has no result to score (no result, awarded, unknown). */
export type FirstSideResult = 'first' | 'draw' | 'other' | null;

/** Fields per delivery in `MatchLogInnings.d` (a flat list, FIELDS numbers per delivery). */
export const FIELDS = 8;
/** The indexes of a delivery's fields. */
export const F = { over: 0, legal: 1, total: 2, bat: 3, striker: 4, bowler: 5, wicket: 6, out: 7 } as const;

/** Wicket codes (field `wicket`): 0 none; otherwise 1 + the index of the kind here. */
export const WICKET_KINDS = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
  'run out',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'hit the ball twice',
  'handled the ball',
  'timed out',
] as const;

const KIND_CODE = new Map<string, number>(WICKET_KINDS.map((k, i) => [k, i + 1]));

/** Kinds that are not a team wicket. */
const NOT_OUT = new Set(['retired hurt', 'retired not out']);

export interface MatchLogInnings {
  /** 0 = the side that batted first (`MatchLog.teams[0]`), 1 = the other. */
  side: 0 | 1;
  /** Penalty runs recorded before the innings' first ball and after its last (Cricsheet `penalty_runs`). */
  pre: number;
  post: number;
  declared: boolean;
  forfeited: boolean;
  /** FIELDS numbers per delivery, in order (see F). `legal` is 1 for a legal ball, 0 for a wide or no-ball. */
  d: number[];
  /** Limited overs: the chase's target as the file gives it (`innings[].target`, revised for interruptions): runs and legal balls allowed. */
  target?: { runs: number; balls: number };
  /** Limited overs: a super over (Cricsheet `innings[].super_over`). */
  superOver?: boolean;
}

export interface MatchLog {
  /** [batted first, the other]. */
  teams: [string, string];
  ballsPerOver: number;
  /** Registry ids (or names when the registry lacks one) indexed by the striker / bowler / out fields. */
  players: string[];
  /** The names scorecards print, same index as `players`. */
  names: string[];
  innings: MatchLogInnings[];
  result: FirstSideResult;
  /** Cricsheet's `info.season` ("2019", "2018/19"). */
  season: string;
  startDate: string;
  /** The batting-first side's home status: 1 at home, -1 the other side at home, 0 neutral or unknown. */
  home: number;
  /** Limited overs: the overs a side was scheduled (`info.overs`), when the file gives them. */
  overs?: number;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const posInt = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0);

/** True when a delivery's team wicket count rises (every kind but retired hurt / retired not out). */
export const isTeamWicket = (code: number) => code > 0 && !NOT_OUT.has(WICKET_KINDS[code - 1]);
export const wicketKind = (code: number) => (code > 0 ? WICKET_KINDS[code - 1] : null);

/**
 * The result from the batting-first side's point of view: the winner's side, "draw" for a draw or tie (the
 * archive has no tie), null for no result, an awarded match (`outcome.method` "Awarded") or an unreadable outcome.
 */
export function firstSideResult(outcome: unknown, teams: [string, string]): FirstSideResult {
  if (!isObj(outcome)) return null;
  if (typeof outcome.method === 'string' && /award/i.test(outcome.method)) return null;
  if (typeof outcome.winner === 'string') return outcome.winner === teams[0] ? 'first' : outcome.winner === teams[1] ? 'other' : null;
  if (outcome.result === 'draw' || outcome.result === 'tie') return 'draw';
  return null;
}

/**
 * The log of one Cricsheet match JSON (already checked by parse-match, so this one only skips what it cannot read).
 * `hostCountry` is the venue's country (api/cricket/import/venues.ts) for the home flag; a team is at home when its name is
 * the host country.
 */
export function matchLogOf(json: unknown, hostCountry: string | null = null): MatchLog | null {
  if (!isObj(json) || !isObj(json.info) || !Array.isArray(json.innings)) return null;
  const info = json.info;
  const rawTeams = info.teams;
  if (!Array.isArray(rawTeams) || rawTeams.length !== 2) return null;
  const inningsList = (json.innings as unknown[]).filter(isObj);
  const firstTeam = inningsList.length && typeof inningsList[0].team === 'string' ? inningsList[0].team : (rawTeams[0] as string);
  const teams: [string, string] = firstTeam === rawTeams[1] ? [rawTeams[1] as string, rawTeams[0] as string] : [rawTeams[0] as string, rawTeams[1] as string];
  const registry = isObj(info.registry) && isObj(info.registry.people) ? info.registry.people : {};
  const players: string[] = [];
  const names: string[] = [];
  const index = new Map<string, number>();
  const who = (name: unknown): number => {
    const n = typeof name === 'string' ? name : '?';
    let i = index.get(n);
    if (i === undefined) {
      i = players.length;
      index.set(n, i);
      const id = registry[n];
      players.push(typeof id === 'string' && id ? id : n);
      names.push(n);
    }
    return i;
  };
  const innings: MatchLogInnings[] = inningsList.map((inn) => {
    const p = isObj(inn.penalty_runs) ? inn.penalty_runs : {};
    const d: number[] = [];
    const overs = Array.isArray(inn.overs) ? (inn.overs as unknown[]) : [];
    for (let oi = 0; oi < overs.length; oi++) {
      const over = overs[oi] as Json;
      if (!isObj(over) || !Array.isArray(over.deliveries)) continue;
      const overIndex = Number.isInteger(over.over) && (over.over as number) >= 0 ? (over.over as number) : oi;
      const list = over.deliveries as Json[];
      for (let k = 0; k < list.length; k++) {
        const raw = list[k];
        if (!isObj(raw) || !isObj(raw.runs)) continue;
        const ex = raw.extras as Json | undefined;
        const legal = ex !== undefined && ex !== null && (ex.wides !== undefined || ex.noballs !== undefined) ? 0 : 1;
        let code = 0;
        let out = 0;
        const wk = raw.wickets;
        if (Array.isArray(wk) && wk.length) {
          // Two wickets on one ball (a run out then a retirement) are rare: the team wicket, if any, is kept.
          let main = wk[0] as Json;
          for (const w of wk as Json[]) if (isObj(w) && !NOT_OUT.has(String(w.kind))) main = w;
          if (isObj(main)) {
            code = KIND_CODE.get(String(main.kind)) ?? 1;
            out = who(main.player_out);
          }
        }
        d.push(overIndex, legal, posInt(raw.runs.total), posInt(raw.runs.batter), who(raw.batter), who(raw.bowler), code, out);
      }
    }
    const out: MatchLogInnings = {
      side: inn.team === teams[0] ? 0 : 1,
      pre: posInt(p.pre),
      post: posInt(p.post),
      declared: inn.declared === true,
      forfeited: inn.forfeited === true,
      d,
    };
    const target = isObj(inn.target) ? { runs: posInt(inn.target.runs), balls: ballsOfOvers(inn.target.overs) } : null;
    if (target && target.runs > 0 && target.balls > 0) out.target = target;
    if (inn.super_over === true) out.superOver = true;
    return out;
  });
  const dates = Array.isArray(info.dates) ? (info.dates as unknown[]).filter((x): x is string => typeof x === 'string').sort() : [];
  const home = hostCountry === teams[0] ? 1 : hostCountry === teams[1] ? -1 : 0;
  const log: MatchLog = {
    teams,
    ballsPerOver: posInt(info.balls_per_over) || 6,
    players,
    names,
    innings,
    result: firstSideResult(info.outcome, teams),
    season: typeof info.season === 'string' || typeof info.season === 'number' ? String(info.season) : (dates[0] ?? '').slice(0, 4),
    startDate: dates[0] ?? '',
    home,
  };
  if (posInt(info.overs)) log.overs = posInt(info.overs);
  return log;
}

/** Legal balls in an overs figure as Cricsheet writes it: 47 is 47 overs, 46.4 is 46 overs and 4 balls (0 when unreadable). */
export function ballsOfOvers(overs: unknown): number {
  if (typeof overs !== 'number' || !(overs > 0)) return 0;
  const whole = Math.floor(overs);
  const part = Math.round((overs - whole) * 10);
  return whole * 6 + Math.min(5, part);
}
