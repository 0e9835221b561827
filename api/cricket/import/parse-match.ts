import { resolveVenue } from './venues';
import { ballAgeBand, type BallAgeBand } from '../../../common/cricket/team-results';
import { resultText, type Margin } from '../../../common/cricket/result-text';
import {
  BOWLER_KINDS,
  InningsLedger,
  NOT_OUT_KINDS,
  shortNames,
  type DismissalDetail,
  type LedgerDelivery,
} from './innings-ledger';
import { formatOfMatch, type CricketFormatKey } from '../../../common/cricket/formats';
import { inningsLimits, isSuperOver, outcomeFacts, phaseRows, superOvers } from './limited-overs';
import { MatchFileError, type BallAgeRow, type MatchEvent, type MatchReplacement, type ParsedInnings, type ParsedMatch, type ParsedMatchup } from './parsed-match';

/**
 * Turn one Cricsheet JSON match into batting records: one record per batter
 * per innings, plus did-not-bat records for the rest of the XI. Pure: no I/O.
 *
 * Conventions (see docs/decisions.md, "Cricket"):
 * - players are keyed by `info.registry.people` ids, never by name;
 * - balls faced count every delivery to the batter except wides (no-balls count);
 * - batter runs come from `runs.batter`; a 4 or 6 flagged `runs.non_boundary` (all run) is not a boundary;
 * - a dot is a ball faced with no run off the bat; matchup dismissals count only the kinds credited to the
 *   bowler (BOWLER_KINDS);
 * - a dismissal is any `wickets[].player_out`, so a non-striker can be run out;
 *   "retired hurt" and "retired not out" are not outs, "retired out" is;
 * - batting position is the order of first appearance (striker, then non-striker);
 * - `absent_hurt` players and the rest of the XI get did-not-bat records;
 * - a concussion (match) replacement joins the XI from the innings in which it
 *   happens and the replaced player leaves it after that innings.
 * The same walk feeds each innings' ledger (innings-ledger.ts): team totals, bowling, fielding, fall of wickets,
 * partnerships, reviews and each batting row's scorecard dismissal.
 */

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (msg: string) => new MatchFileError('invalid', msg);

interface Delivery extends LedgerDelivery {
  replacements?: { match?: { in: string; out: string; team: string; reason?: string }[] };
}

interface BatterState {
  name: string;
  position: number;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  dismissal: string | null;
  byRuns: number[];
  ball50: number | null;
  ball100: number | null;
  vs: Map<string, ParsedMatchup>;
  /** The scorecard details of his current dismissal (cleared when a retired batter resumes). */
  detail: DismissalDetail | null;
}


type Registry = Record<string, unknown>;
type PlayerInfo = { playerId: string; name: string; team: string };

/** What every innings of a match needs: ids by name, the XIs and who joined or left them when. */
interface MatchContext {
  idOf: (name: unknown, where: string) => string;
  teams: [string, string];
  players: Map<string, PlayerInfo>;
  roster: Record<string, string[]>;
  joinsAt: Map<string, number>;
  leavesAt: Map<string, number>;
  registry: Registry;
  ballsPerOver: number;
  shortName: (name: string) => string;
  replacements: MatchReplacement[];
}

export function parseMatch(matchId: string, json: unknown): ParsedMatch {
  if (!isObj(json)) throw invalid('the file is not a JSON object');
  const info = json.info;
  if (!isObj(info)) throw invalid('missing "info" block');
  const { format, teams, dates, registry, rosters } = checkInfo(info);
  if (!Array.isArray(json.innings)) throw invalid('missing "innings" list');
  // A tie's super overs are kept apart (never in a career): the regular innings are the rest.
  const allInnings = json.innings as unknown[];
  const inningsList = allInnings.filter((i) => !isSuperOver(i));
  const maxInnings = format === 'tests' || format === 'women-tests' ? 4 : 2;
  if (inningsList.length > maxInnings) throw invalid(`a match of this format has at most ${maxInnings} innings, found ${inningsList.length}`);

  const idOf = (name: unknown, where: string): string => {
    if (typeof name !== 'string') throw invalid(`${where}: player name missing`);
    const id = registry[name];
    if (typeof id !== 'string' || !id) throw invalid(`${where}: no registry id for "${name}"`);
    return id;
  };
  const bpo = info.balls_per_over;
  const ctx: MatchContext = {
    idOf,
    teams,
    players: new Map(),
    roster: {},
    joinsAt: new Map(),
    leavesAt: new Map(),
    registry,
    ballsPerOver: Number.isInteger(bpo) && (bpo as number) > 0 ? (bpo as number) : 6,
    shortName: (n) => n,
    replacements: [],
  };
  readRosters(ctx, rosters);
  readReplacements(ctx, inningsList);
  ctx.shortName = shortNames([...ctx.players.values()].map((p) => p.name));
  const innings: ParsedInnings[] = [];
  const ledgers = inningsList.map((raw, idx) => {
    const followOn = idx === 2 && isObj(inningsList[1]) && isObj(raw) && raw.team === inningsList[1].team;
    const parsed = parseInnings(ctx, raw, idx, followOn);
    innings.push(...parsed.records);
    return parsed.ledger;
  });
  // Ball age (the new ball after 80 overs) is a Test's measure.
  const ballAge = maxInnings === 4 ? inningsList.flatMap((raw, idx) => ballAgeRows(raw as Json, idx + 1)) : [];
  const outcome = readOutcome(info.outcome);

  const sortedDates = [...dates].sort();
  const { ground, hostCountry } = resolveVenue(info.venue as string, typeof info.city === 'string' ? info.city : null);
  const meta = isObj(json.meta) ? json.meta : {};
  const oversLimit = info.overs;
  return {
    matchId,
    format,
    overs: Number.isInteger(oversLimit) && (oversLimit as number) > 0 ? (oversLimit as number) : null,
    ...outcomeFacts(info.outcome),
    superOvers: superOvers(allInnings),
    limits: inningsLimits(inningsList, ctx.ballsPerOver),
    phases: phaseRows(format, inningsList, (n) => {
      const id = registry[n];
      return typeof id === 'string' && id ? id : null;
    }),
    startDate: sortedDates[0],
    endDate: sortedDates[sortedDates.length - 1],
    teams,
    venue: info.venue as string,
    ground,
    hostCountry,
    city: typeof info.city === 'string' ? info.city : null,
    outcome: describeOutcome(info.outcome),
    dataVersion: typeof meta.data_version === 'string' ? meta.data_version : null,
    revision: typeof meta.revision === 'number' ? meta.revision : null,
    testNumber: Number.isInteger(info.match_type_number) && (info.match_type_number as number) > 0 ? (info.match_type_number as number) : null,
    season: typeof info.season === 'string' || typeof info.season === 'number' ? String(info.season) : null,
    event: readEvent(info.event),
    players: [...ctx.players.values()],
    innings,
    toss: isObj(info.toss) && typeof info.toss.winner === 'string' && typeof info.toss.decision === 'string' ? { winner: info.toss.winner, decision: info.toss.decision } : null,
    playerOfMatch: (Array.isArray(info.player_of_match) ? info.player_of_match : [])
      .map((n) => (typeof n === 'string' ? registry[n] : null))
      .filter((id): id is string => typeof id === 'string' && id !== ''),
    ...outcome,
    teamInnings: ledgers.map((l) => l.team),
    bowling: ledgers.flatMap((l) => l.bowling),
    fielding: ledgers.flatMap((l) => l.fielding),
    fallOfWickets: ledgers.flatMap((l) => l.fallOfWickets),
    partnerships: ledgers.flatMap((l) => l.partnerships),
    reviews: ledgers.flatMap((l) => l.reviews),
    officials: readOfficials(info.officials),
    ballAge,
    replacements: ctx.replacements,
  };
}

const OFFICIAL_ROLES = ['umpires', 'tv_umpires', 'reserve_umpires', 'match_referees'];

function readOfficials(o: unknown): ParsedMatch['officials'] {
  if (!isObj(o)) return [];
  return OFFICIAL_ROLES.flatMap((role) => {
    const list = o[role];
    if (!Array.isArray(list)) return [];
    return list.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((name, i) => ({ role, seq: i + 1, name: name.trim() }));
  });
}

/** Not team wickets (the ledger's rule): a retired-hurt or retired-not-out batter is not out. */
const NOT_TEAM_WICKETS = new Set(['retired hurt', 'retired not out']);

/**
 * An innings' legal balls, runs and team wickets by ball-age band (the over index's band). Called after the innings
 * was parsed (parseInnings checked every delivery), so the shapes read here are known good.
 */
function ballAgeRows(rawInn: Json, matchInns: number): BallAgeRow[] {
  const rows = new Map<BallAgeBand, BallAgeRow>();
  const overs = Array.isArray(rawInn.overs) ? (rawInn.overs as Json[]) : [];
  overs.forEach((over, oi) => {
    const overIndex = Number.isInteger(over.over) && (over.over as number) >= 0 ? (over.over as number) : oi;
    const band = ballAgeBand(overIndex);
    let row = rows.get(band);
    if (!row) rows.set(band, (row = { matchInns, band, balls: 0, runs: 0, wickets: 0 }));
    for (const d of over.deliveries as Delivery[]) {
      const ex = (d.extras ?? {}) as Record<string, unknown>;
      if (!('wides' in ex) && !('noballs' in ex)) row.balls += 1;
      row.runs += d.runs.total;
      for (const w of d.wickets ?? []) if (!NOT_TEAM_WICKETS.has(w.kind)) row.wickets += 1;
    }
  });
  return [...rows.values()];
}

/** The winner and the kind of result from `info.outcome` ("win" when it names a winner). */
function readOutcome(o: unknown): { winner: string | null; result: ParsedMatch['result'] } {
  if (!isObj(o)) return { winner: null, result: 'unknown' };
  if (typeof o.winner === 'string') return { winner: o.winner, result: 'win' };
  if (o.result === 'draw' || o.result === 'tie' || o.result === 'no result') return { winner: null, result: o.result };
  return { winner: null, result: 'unknown' };
}

/**
 * The required `info` fields, checked; a match of a format the explorer does not cover (common/cricket/formats.ts:
 * a domestic T20, a Hundred, an MDM) is "ignored", a broken one "invalid".
 */
function checkInfo(info: Json) {
  // Cricsheet's club matches (`team_type` "club": the IPL, the Big Bash) share match types with the internationals.
  const format: CricketFormatKey | null = info.team_type === 'club' ? null : formatOfMatch(info.match_type, info.gender);
  if (!format) {
    throw new MatchFileError('ignored', `match_type ${JSON.stringify(info.match_type)}, gender ${JSON.stringify(info.gender)}: not an international format the explorer covers`);
  }
  const teams = info.teams;
  if (!Array.isArray(teams) || teams.length !== 2 || !teams.every((t) => typeof t === 'string')) {
    throw invalid('"info.teams" must list two teams');
  }
  const dates = info.dates;
  if (!Array.isArray(dates) || dates.length === 0 || !dates.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))) {
    throw invalid('"info.dates" must be a non-empty list of YYYY-MM-DD dates');
  }
  if (typeof info.venue !== 'string' || !info.venue.trim()) throw invalid('missing "info.venue"');
  const registry = isObj(info.registry) && isObj(info.registry.people) ? (info.registry.people as Registry) : null;
  if (!registry) throw invalid('missing "info.registry.people"');
  const rosters = info.players;
  if (!isObj(rosters)) throw invalid('missing "info.players"');
  return { format, teams: teams as [string, string], dates: dates as string[], registry, rosters };
}

function readEvent(e: unknown): MatchEvent | null {
  if (!isObj(e) || typeof e.name !== 'string' || !e.name.trim()) return null;
  const parts = [e.sub_name, e.group, e.stage].filter((x) => typeof x === 'string' || typeof x === 'number').map(String);
  return {
    name: e.name.trim(),
    matchNumber: Number.isInteger(e.match_number) && (e.match_number as number) > 0 ? (e.match_number as number) : null,
    detail: parts.length ? parts.join(', ') : null,
  };
}

/** Everyone in the match, per team. */
function readRosters(ctx: MatchContext, rosters: Json) {
  for (const team of ctx.teams) {
    const list = rosters[team];
    if (!Array.isArray(list)) throw invalid(`"info.players" has no list for ${team}`);
    ctx.roster[team] = list.map((n, i) => {
      const id = ctx.idOf(n, `info.players.${team}[${i}]`);
      ctx.players.set(id, { playerId: id, name: n as string, team });
      return n as string;
    });
  }
}

/** Match (concussion) replacements, found first so every innings knows the XI. */
function readReplacements(ctx: MatchContext, inningsList: unknown[]) {
  inningsList.forEach((inn, idx) => {
    if (!isObj(inn) || !Array.isArray(inn.overs)) return;
    for (const over of inn.overs as unknown[]) {
      if (!isObj(over) || !Array.isArray(over.deliveries)) continue;
      for (const d of over.deliveries as Delivery[]) {
        for (const r of d?.replacements?.match ?? []) addReplacement(ctx, r, idx);
      }
    }
  });
}

function addReplacement(ctx: MatchContext, r: { in: string; out: string; team: string; reason?: unknown } | null | undefined, idx: number) {
  if (!r || typeof r.in !== 'string' || typeof r.out !== 'string') return;
  const known = ctx.replacements.some((x) => x.playerIn === ctx.idOf(r.in, `innings[${idx}] replacements`) && x.playerOut === ctx.idOf(r.out, `innings[${idx}] replacements`));
  if (!ctx.joinsAt.has(r.in)) ctx.joinsAt.set(r.in, idx);
  if (!ctx.leavesAt.has(r.out)) ctx.leavesAt.set(r.out, idx);
  const inId = ctx.idOf(r.in, `innings[${idx}] replacements`);
  const outPlayer = ctx.players.get(ctx.idOf(r.out, `innings[${idx}] replacements`));
  const rteam = typeof r.team === 'string' && ctx.roster[r.team] ? r.team : (outPlayer?.team ?? '');
  if (!ctx.roster[rteam]) return;
  const reason = typeof r.reason === 'string' && r.reason.trim() ? r.reason.trim() : null;
  if (!known) ctx.replacements.push({ matchInns: idx + 1, team: rteam, playerIn: inId, playerOut: ctx.idOf(r.out, `innings[${idx}] replacements`), reason });
  if (!ctx.players.has(inId)) ctx.players.set(inId, { playerId: inId, name: r.in, team: rteam });
  if (!ctx.roster[rteam].includes(r.in)) ctx.roster[rteam].push(r.in);
}

/** Penalty runs Cricsheet records outside the deliveries (`penalty_runs.pre` / `.post`), 0 when absent. */
function penaltyRuns(rawInn: Json, key: 'pre' | 'post'): number {
  const p = rawInn.penalty_runs;
  const v = isObj(p) ? p[key] : undefined;
  return Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0;
}

/** Over indexes the umpires called with a miscounted number of balls (`miscounted_overs`, keyed by over index). */
function miscountedOvers(rawInn: Json): Set<number> {
  const m = rawInn.miscounted_overs;
  return new Set(isObj(m) ? Object.keys(m).map(Number).filter(Number.isInteger) : []);
}

/** One innings: a record per batter who appeared, then did-not-bat records for the rest of the XI; and its ledger. */
function parseInnings(ctx: MatchContext, rawInn: unknown, idx: number, followOn: boolean) {
  const where = `innings[${idx}]`;
  if (!isObj(rawInn)) throw invalid(`${where} is not an object`);
  const team = rawInn.team;
  const [team1, team2] = ctx.teams;
  if (team !== team1 && team !== team2) throw invalid(`${where}.team ${JSON.stringify(team)} is not one of the teams`);
  const opposition = team === team1 ? team2 : team1;
  const batters = new Map<string, BatterState>();
  const overs = rawInn.overs ?? [];
  if (!Array.isArray(overs)) throw invalid(`${where}.overs is not a list`);
  const ledger = new InningsLedger({
    matchInns: idx + 1,
    team,
    opposition,
    ballsPerOver: ctx.ballsPerOver,
    miscounted: miscountedOvers(rawInn),
    penaltyPre: penaltyRuns(rawInn, 'pre'),
    penaltyPost: penaltyRuns(rawInn, 'post'),
    declared: rawInn.declared === true,
    forfeited: rawInn.forfeited === true,
    followOn,
    idOf: (name, w) => ctx.idOf(name, w),
    maybeIdOf: (name) => {
      const id = ctx.registry[name];
      return typeof id === 'string' && id ? id : null;
    },
    shortName: ctx.shortName,
  });
  overs.forEach((over, oi) => {
    if (!isObj(over) || !Array.isArray(over.deliveries)) throw invalid(`${where}.overs[${oi}] has no deliveries`);
    const overIndex = Number.isInteger(over.over) && (over.over as number) >= 0 ? (over.over as number) : oi;
    over.deliveries.forEach((raw: unknown, di: number) => applyDelivery(ctx, batters, ledger, overIndex, raw, `${where}.overs[${oi}].deliveries[${di}]`));
  });

  const records: ParsedInnings[] = [];
  for (const b of batters.values()) {
    const id = ctx.idOf(b.name, where);
    if (!ctx.players.has(id)) ctx.players.set(id, { playerId: id, name: b.name, team });
    records.push(battedRecord(b, id, idx, team, opposition));
  }
  const absent = new Set(Array.isArray(rawInn.absent_hurt) ? (rawInn.absent_hurt as string[]) : []);
  for (const name of ctx.roster[team]) {
    if (batters.has(name)) continue;
    const joined = ctx.joinsAt.get(name);
    const left = ctx.leavesAt.get(name);
    if (joined !== undefined && joined > idx) continue; // not yet in the side
    if (left !== undefined && left <= idx) continue; // replaced before or during this innings
    records.push({
      playerId: ctx.idOf(name, where),
      matchInns: idx + 1,
      team,
      opposition,
      runs: 0,
      ballsFaced: 0,
      didBat: false,
      isOut: false,
      fours: 0,
      sixes: 0,
      battingPosition: null,
      dismissal: absent.has(name) ? 'absent hurt' : 'did not bat',
      ballsByRuns: null,
      ball50: null,
      ball100: null,
      matchups: [],
      dismissalText: absent.has(name) ? 'absent hurt' : null,
      dismissalBowlerId: null,
      dismissalFielders: null,
      fowWicket: null,
    });
  }
  return { records, ledger: ledger.finish() };
}

function battedRecord(b: BatterState, id: string, idx: number, team: string, opposition: string): ParsedInnings {
  return {
    playerId: id,
    matchInns: idx + 1,
    team,
    opposition,
    runs: b.runs,
    ballsFaced: b.balls,
    didBat: true,
    isOut: b.dismissal !== null && !NOT_OUT_KINDS.has(b.dismissal),
    fours: b.fours,
    sixes: b.sixes,
    battingPosition: b.position,
    dismissal: b.dismissal ?? 'not out',
    ballsByRuns: b.byRuns,
    ball50: b.ball50,
    ball100: b.ball100,
    matchups: [...b.vs.values()],
    dismissalText: b.detail?.text ?? 'not out',
    dismissalBowlerId: b.detail?.bowlerId ?? null,
    dismissalFielders: b.detail ? b.detail.fielders : null,
    fowWicket: b.detail?.fowWicket ?? null,
  };
}

/** A batter's state in this innings, created when he first appears (striker or non-striker). */
function appear(ctx: MatchContext, batters: Map<string, BatterState>, name: string, w: string): BatterState {
  let b = batters.get(name);
  if (!b) {
    ctx.idOf(name, w);
    b = { name, position: batters.size + 1, runs: 0, balls: 0, fours: 0, sixes: 0, dismissal: null, byRuns: [0, 0, 0, 0, 0, 0, 0, 0], ball50: null, ball100: null, vs: new Map(), detail: null };
    batters.set(name, b);
  } else if (b.dismissal !== null && NOT_OUT_KINDS.has(b.dismissal)) {
    // Came back after retiring: the innings resumes.
    b.dismissal = null;
    b.detail = null;
  }
  return b;
}

const newMatchup = (bowlerId: string): ParsedMatchup => ({ bowlerId, balls: 0, runs: 0, dismissals: 0, dots: 0, fours: 0, sixes: 0 });

function applyDelivery(ctx: MatchContext, batters: Map<string, BatterState>, ledger: InningsLedger, overIndex: number, raw: unknown, w: string) {
  if (!isObj(raw)) throw invalid(`${w} is not an object`);
  const d = raw as unknown as Delivery;
  if (!isObj(d.runs) || !Number.isInteger(d.runs.batter) || d.runs.batter < 0) throw invalid(`${w}.runs.batter missing`);
  if (!Number.isInteger(d.runs.total) || d.runs.total < 0) throw invalid(`${w}.runs.total missing`);
  if (d.extras !== undefined && !isObj(d.extras)) throw invalid(`${w}.extras is not an object`);
  if (d.wickets !== undefined) {
    for (const wk of d.wickets) {
      if (!isObj(wk) || typeof wk.player_out !== 'string' || typeof wk.kind !== 'string') {
        throw invalid(`${w}.wickets needs player_out and kind`);
      }
    }
  }
  const striker = appear(ctx, batters, d.batter, `${w}.batter`);
  appear(ctx, batters, d.non_striker, `${w}.non_striker`);
  let details: DismissalDetail[];
  try {
    details = ledger.add(overIndex, d, w);
  } catch (e) {
    throw e instanceof MatchFileError ? e : invalid((e as Error).message);
  }
  let vs = striker.vs.get(d.bowler);
  if (!vs) {
    vs = newMatchup(ctx.idOf(d.bowler, `${w}.bowler`));
    striker.vs.set(d.bowler, vs);
  }
  const bat = d.runs.batter;
  const faced = !(d.extras && 'wides' in d.extras);
  const before = striker.runs;
  striker.runs += bat;
  vs.runs += bat;
  if (faced) {
    striker.balls += 1;
    striker.byRuns[bat > 7 ? 7 : bat] += 1;
    vs.balls += 1;
    if (bat === 0) vs.dots += 1;
  }
  if (before < 50 && striker.runs >= 50) striker.ball50 = striker.balls;
  if (before < 100 && striker.runs >= 100) striker.ball100 = striker.balls;
  if (d.runs.non_boundary !== true) {
    if (bat === 4) {
      striker.fours += 1;
      vs.fours += 1;
    } else if (bat === 6) {
      striker.sixes += 1;
      vs.sixes += 1;
    }
  }
  if (d.wickets === undefined) return;
  d.wickets.forEach((wk, i) => {
    const out = batters.get(wk.player_out) ?? appear(ctx, batters, wk.player_out, `${w}.wickets.player_out`);
    out.dismissal = wk.kind;
    out.detail = details[i];
    if (BOWLER_KINDS.has(wk.kind)) {
      // Credited to this delivery's bowler against the batter given out (always the striker for these kinds).
      let ov = out.vs.get(d.bowler);
      if (!ov) {
        ov = newMatchup(vs.bowlerId);
        out.vs.set(d.bowler, ov);
      }
      ov.dismissals += 1;
    }
  });
}

function describeOutcome(o: unknown): string {
  if (!isObj(o)) return 'unknown';
  if (typeof o.result === 'string') return o.result;
  if (typeof o.winner === 'string') {
    const by = isObj(o.by) ? o.by : {};
    const margin: Margin = {};
    if (typeof by.innings === 'number') margin.innings = by.innings;
    if (typeof by.runs === 'number') margin.runs = by.runs;
    if (typeof by.wickets === 'number') margin.wickets = by.wickets;
    return resultText({ winner: o.winner, margin, method: typeof o.method === 'string' ? o.method : null });
  }
  return 'unknown';
}
