/**
 * What limited-overs files hold that Tests do not, read from the raw innings after parse-match.ts checked them:
 * a tie's super overs (kept apart: never in a career), each innings' (revised) target and powerplays, and the
 * phase splits (powerplay, middle, death: common/cricket/formats.ts) of every batter and bowler.
 */
import { cricketFormat, phaseOfOver, type CricketFormatKey, type InningsPhase } from '../../../common/cricket/formats';
import { oversToBalls } from '../../../common/cricket/over-text';
import { BOWLER_KINDS, NOT_OUT_KINDS, type LedgerDelivery } from './innings-ledger';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One side's super over: runs (extras and penalty runs included), team wickets and legal balls. */
export interface SuperOverInnings {
  seq: number;
  team: string;
  runs: number;
  wickets: number;
  balls: number;
}

/** One innings' limited-overs facts (by its number in the match). */
export interface InningsLimits {
  matchInns: number;
  /** `innings[].target.runs`, revised after an interruption (D/L). */
  targetRuns: number | null;
  /** `innings[].target.overs`, as balls ("32.3" overs: 195). */
  targetBalls: number | null;
  /** `innings[].powerplays` as given: overs "from"/"to" (0-based over.ball) and the kind. */
  powerplays: { from: number; to: number; type: string }[];
}

/** A batter's ('bat') or bowler's ('bowl') figures in one phase of one innings. */
export interface PhaseRow {
  matchInns: number;
  playerId: string;
  role: 'bat' | 'bowl';
  phase: InningsPhase;
  /** Balls faced (no wides) / legal balls bowled. */
  balls: number;
  /** Runs off the bat / runs conceded (off the bat, wides, no-balls). */
  runs: number;
  /** Dismissals (not retired hurt or not out) / wickets credited to the bowler. */
  outs: number;
  dots: number;
  fours: number;
  sixes: number;
}

const ZERO = { balls: 0, runs: 0, outs: 0, dots: 0, fours: 0, sixes: 0 };


export const isSuperOver = (inn: unknown): boolean => isObj(inn) && inn.super_over === true;

function deliveriesOf(inn: Json): { overIndex: number; d: LedgerDelivery }[] {
  const out: { overIndex: number; d: LedgerDelivery }[] = [];
  const overs = Array.isArray(inn.overs) ? (inn.overs as Json[]) : [];
  overs.forEach((over, oi) => {
    const overIndex = Number.isInteger(over.over) && (over.over as number) >= 0 ? (over.over as number) : oi;
    for (const d of (Array.isArray(over.deliveries) ? over.deliveries : []) as LedgerDelivery[]) out.push({ overIndex, d });
  });
  return out;
}

const isLegal = (d: LedgerDelivery) => !(d.extras && ('wides' in d.extras || 'noballs' in d.extras));

/** A tie's super overs, in the file's order (seq 1, 2, ...), each side's total. */
export function superOvers(innings: readonly unknown[]): SuperOverInnings[] {
  return innings.filter(isSuperOver).map((raw, i) => {
    const inn = raw as Json;
    const row: SuperOverInnings = { seq: i + 1, team: typeof inn.team === 'string' ? inn.team : '', runs: 0, wickets: 0, balls: 0 };
    for (const { d } of deliveriesOf(inn)) {
      row.runs += Number.isInteger(d.runs?.total) ? d.runs.total : 0;
      if (isLegal(d)) row.balls += 1;
      for (const w of d.wickets ?? []) if (!NOT_OUT_KINDS.has(w.kind)) row.wickets += 1;
    }
    const pen = isObj(inn.penalty_runs) ? inn.penalty_runs : {};
    for (const k of ['pre', 'post']) if (Number.isInteger(pen[k])) row.runs += pen[k] as number;
    return row;
  });
}

/** Each regular innings' target and powerplays. */
export function inningsLimits(regular: readonly unknown[], ballsPerOver: number): InningsLimits[] {
  return regular.map((raw, idx) => {
    const inn = isObj(raw) ? raw : {};
    const t = isObj(inn.target) ? inn.target : {};
    const pps = Array.isArray(inn.powerplays) ? inn.powerplays : [];
    return {
      matchInns: idx + 1,
      targetRuns: Number.isInteger(t.runs) ? (t.runs as number) : null,
      targetBalls: oversToBalls(t.overs, ballsPerOver),
      powerplays: pps
        .filter(isObj)
        .filter((p) => typeof p.from === 'number' && typeof p.to === 'number')
        .map((p) => ({ from: p.from as number, to: p.to as number, type: typeof p.type === 'string' ? p.type : 'mandatory' })),
    };
  });
}

/**
 * The phase splits of a limited-overs match's regular innings (none for Tests). The phase is the over's number in
 * the innings (Cricsheet's 0-based over index + 1) against the format's fixed bands, also in a reduced match.
 * Batting: balls faced exclude wides; runs off the bat; a 4 or 6 marked `non_boundary` is no boundary; an out is any
 * dismissal but retired hurt / not out, in the phase of its delivery. Bowling: legal balls; runs = off the bat +
 * wides + no-balls; a dot concedes none of his runs; wickets of the bowler's kinds.
 */
export function phaseRows(fmt: CricketFormatKey, regular: readonly unknown[], idOf: (name: string) => string | null): PhaseRow[] {
  const rows = new Map<string, PhaseRow>();
  const row = (matchInns: number, name: string, role: 'bat' | 'bowl', phase: InningsPhase) => {
    const playerId = idOf(name);
    if (!playerId) return null;
    const key = `${matchInns}|${playerId}|${role}|${phase}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { matchInns, playerId, role, phase, ...ZERO }));
    return r;
  };
  if (!cricketFormat(fmt).phases) return [];
  regular.forEach((raw, idx) => {
    if (!isObj(raw)) return;
    for (const { overIndex, d } of deliveriesOf(raw)) {
      const phase = phaseOfOver(fmt, overIndex + 1)!;
      const ex = d.extras ?? {};
      const bat = d.runs.batter;
      const boundary = d.runs.non_boundary !== true;
      const b = row(idx + 1, d.batter, 'bat', phase);
      if (b) {
        b.runs += bat;
        if (!('wides' in ex)) {
          b.balls += 1;
          if (bat === 0) b.dots += 1;
        }
        if (boundary && bat === 4) b.fours += 1;
        if (boundary && bat === 6) b.sixes += 1;
      }
      const w = row(idx + 1, d.bowler, 'bowl', phase);
      if (w) {
        const conceded = bat + (ex.wides ?? 0) + (ex.noballs ?? 0);
        w.runs += conceded;
        if (isLegal(d)) {
          w.balls += 1;
          if (conceded === 0) w.dots += 1;
        }
        if (boundary && bat === 4) w.fours += 1;
        if (boundary && bat === 6) w.sixes += 1;
      }
      for (const wk of d.wickets ?? []) {
        if (!NOT_OUT_KINDS.has(wk.kind)) {
          const o = row(idx + 1, wk.player_out, 'bat', phase);
          if (o) o.outs += 1;
        }
        if (BOWLER_KINDS.has(wk.kind) && w) w.outs += 1;
      }
    }
  });
  return [...rows.values()];
}

/** `outcome.by` and `outcome.method` / `eliminator`. */
export function outcomeFacts(o: unknown) {
  const oc = isObj(o) ? o : {};
  const by = isObj(oc.by) ? oc.by : {};
  const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : null);
  return {
    method: typeof oc.method === 'string' ? oc.method : null,
    eliminator: typeof oc.eliminator === 'string' ? oc.eliminator : null,
    marginRuns: int(by.runs),
    marginWickets: int(by.wickets),
    marginInnings: int(by.innings),
  };
}
