import { ballPlace } from '../../../common/cricket/over-text';

/**
 * The per-innings ledger kept in parse-match's one walk over the deliveries (fed one delivery at a time; pure, no
 * I/O): the team's totals and extras, each bowler's figures, each fielder's credits, the fall of wickets, the
 * partnerships, the DRS reviews and every dismissal's scorecard details. Definitions (docs/decisions.md,
 * "Cricket"):
 * - bowler's runs = runs.batter + extras.wides + extras.noballs; a legal ball has neither wides nor noballs;
 *   `wides` / `no_balls` count DELIVERIES; a dot is a legal ball conceding none of the bowler's runs;
 * - bowler's wickets: bowled, caught, caught and bowled, lbw, stumped, hit wicket;
 * - maiden: a completed over (balls_per_over legal balls, or fewer or more when Cricsheet lists the over in
 *   `miscounted_overs`: the umpire called it) bowled by one bowler conceding none of the bowler's runs;
 * - team wickets: every wicket except retired hurt and retired not out;
 * - innings runs = sum of runs.total plus the innings' `penalty_runs` (pre and post) Cricsheet records outside the
 *   deliveries; the running score (fall of wickets) starts at the `pre` penalty runs;
 * - partnership k: every runs.total and legal ball from the fall of wicket k-1 to the fall of wicket k (or to the
 *   innings' end, "unbroken", when a ball was bowled in it); its batters are everyone at the crease during it;
 * - fielding: `caught` credits each non-substitute fielder with a catch; `caught and bowled` credits the bowler
 *   with a catch and a caught-and-bowled; `stumped` a stumping and `run out` a run out for each non-substitute
 *   fielder named. Substitutes are named in the dismissal text, marked "(sub)", and credited nothing.
 */

export const NOT_OUT_KINDS = new Set(['retired hurt', 'retired not out']);
/** Dismissal kinds credited to the bowler. */
export const BOWLER_KINDS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);

export interface DismissalFielder {
  player_id: string | null;
  name: string;
  substitute: boolean;
}

/** A batting row's dismissal as the scorecard prints it. */
export interface DismissalDetail {
  text: string;
  bowlerId: string | null;
  fielders: DismissalFielder[];
  /** The team wicket at which he fell; null for retirements that are not outs. */
  fowWicket: number | null;
}

export interface TeamInningsFigures {
  matchInns: number;
  team: string;
  opposition: string;
  runs: number;
  wickets: number;
  /** Legal balls. */
  balls: number;
  declared: boolean;
  forfeited: boolean;
  followOn: boolean;
  byes: number;
  legbyes: number;
  wides: number;
  noballs: number;
  penalty: number;
  /** [Cricsheet's 0-based over index, runs.total in it, team wickets in it]. */
  overs: [number, number, number][];
}

export interface BowlingFigures {
  matchInns: number;
  playerId: string;
  /** The bowler's team (the fielding side). */
  team: string;
  /** The batting side. */
  opposition: string;
  bowlingOrder: number;
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
  wides: number;
  noBalls: number;
  dots: number;
  fours: number;
  sixes: number;
}

export interface FieldingFigures {
  matchInns: number;
  playerId: string;
  team: string;
  opposition: string;
  catches: number;
  caughtAndBowled: number;
  stumpings: number;
  runOuts: number;
}

export interface FallOfWicket {
  matchInns: number;
  wicket: number;
  runs: number;
  balls: number;
  /** The ball's place: "45.3" (Cricsheet's over index, then the legal ball of that over it was or preceded). */
  over: string;
  playerId: string;
}

export interface PartnershipBatter {
  playerId: string;
  runs: number;
  balls: number;
}

export interface Partnership {
  matchInns: number;
  wicket: number;
  runs: number;
  balls: number;
  unbroken: boolean;
  /** In order of arrival at the crease in this innings. */
  batters: PartnershipBatter[];
}

export interface Review {
  matchInns: number;
  seq: number;
  over: string;
  byTeam: string;
  batterId: string | null;
  bowlerId: string | null;
  umpire: string | null;
  decision: string;
  reviewType: string | null;
  umpiresCall: boolean;
}

export interface LedgerDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; total: number; non_boundary?: boolean };
  extras?: Record<string, number>;
  wickets?: { kind: string; player_out: string; fielders?: { name?: string; substitute?: boolean }[] }[];
  review?: { by?: string; umpire?: string; batter?: string; decision?: string; type?: string; umpires_call?: boolean };
}

export interface InningsSetup {
  matchInns: number;
  team: string;
  opposition: string;
  ballsPerOver: number;
  /** Over indexes the umpires called with fewer or more legal balls (`miscounted_overs`). */
  miscounted: Set<number>;
  penaltyPre: number;
  penaltyPost: number;
  declared: boolean;
  forfeited: boolean;
  followOn: boolean;
  /** Registry id of a name; throws on a name without one. */
  idOf: (name: string, where: string) => string;
  /** Registry id of a name, or null (a fielder the registry lacks). */
  maybeIdOf: (name: string) => string | null;
  /** The name printed in dismissal texts ("Paine" for "TD Paine"). */
  shortName: (name: string) => string;
}

interface BowlerState extends BowlingFigures {
  name: string;
}

interface OverState {
  index: number;
  /** The over's first bowler, and whether another bowled in it too. */
  bowler: string;
  shared: boolean;
  legal: number;
  bowlerRuns: number;
}

const NO_DETAILS: DismissalDetail[] = [];

interface OpenPartnership {
  runs: number;
  balls: number;
  deliveries: number;
  batters: Map<string, PartnershipBatter>;
}

export interface InningsLedgerResult {
  team: TeamInningsFigures;
  bowling: BowlingFigures[];
  fielding: FieldingFigures[];
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  reviews: Review[];
}

export class InningsLedger {
  private runs: number;
  private wickets = 0;
  private balls = 0;
  private readonly extras = { byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0 };
  private readonly overs: [number, number, number][] = [];
  private readonly bowlers = new Map<string, BowlerState>();
  private readonly fielders = new Map<string, FieldingFigures>();
  private readonly fow: FallOfWicket[] = [];
  private readonly partnerships: Partnership[] = [];
  private readonly reviews: Review[] = [];
  private over: OverState | null = null;
  private open: OpenPartnership = newPartnership();
  /** Every batter of the innings in order of first appearance (the order partnership batters are listed in). */
  private readonly arrival = new Map<string, number>();

  constructor(private readonly s: InningsSetup) {
    this.runs = s.penaltyPre;
    this.extras.penalty = s.penaltyPre + s.penaltyPost;
  }

  /**
   * One delivery of over `overIndex`. Returns the scorecard details of each entry of `d.wickets`, in order.
   * `where` names the delivery in error messages.
   */
  add(overIndex: number, d: LedgerDelivery, where: string): DismissalDetail[] {
    const s = this.s;
    const ex = d.extras;
    const wide = ex !== undefined && 'wides' in ex;
    const noball = ex !== undefined && 'noballs' in ex;
    const legal = !wide && !noball;
    const total = d.runs.total;
    const bat = d.runs.batter;
    const bowlerRuns = ex === undefined ? bat : bat + (ex.wides ?? 0) + (ex.noballs ?? 0);

    if (!this.over || this.over.index !== overIndex) this.startOver(overIndex, d.bowler);
    const over = this.over!;
    const legalBefore = over.legal;
    if (over.bowler !== d.bowler) over.shared = true;
    over.bowlerRuns += bowlerRuns;
    if (legal) over.legal += 1;

    this.runs += total;
    if (legal) this.balls += 1;
    if (ex !== undefined) {
      const e = this.extras;
      e.byes += ex.byes ?? 0;
      e.legbyes += ex.legbyes ?? 0;
      e.wides += ex.wides ?? 0;
      e.noballs += ex.noballs ?? 0;
      e.penalty += ex.penalty ?? 0;
    }
    const overRow = this.overs[this.overs.length - 1];
    overRow[1] += total;

    const bowler = this.bowler(d.bowler, where);
    bowler.runs += bowlerRuns;
    if (legal) {
      bowler.balls += 1;
      if (bowlerRuns === 0) bowler.dots += 1;
    }
    if (wide) bowler.wides += 1;
    if (noball) bowler.noBalls += 1;
    if (d.runs.non_boundary !== true) {
      if (bat === 4) bowler.fours += 1;
      else if (bat === 6) bowler.sixes += 1;
    }

    // The partnership this ball belongs to (a wicket on it closes it after the ball counts).
    const p = this.open;
    p.runs += total;
    p.deliveries += 1;
    if (legal) p.balls += 1;
    const striker = this.partner(p, d.batter, where);
    this.partner(p, d.non_striker, where);
    striker.runs += bat;
    if (!wide) striker.balls += 1;

    if (d.review) this.addReview(d, ballPlace(overIndex, legalBefore), where);
    if (d.wickets === undefined || d.wickets.length === 0) return NO_DETAILS;

    const ballPlaceText = ballPlace(overIndex, legalBefore);
    const details: DismissalDetail[] = [];
    for (const w of d.wickets) {
      const fielders = (w.fielders ?? [])
        .filter((f) => typeof f?.name === 'string')
        .map((f) => ({ player_id: s.maybeIdOf(f.name!), name: f.name!, substitute: f.substitute === true }));
      const bowlerCredited = BOWLER_KINDS.has(w.kind);
      if (bowlerCredited) bowler.wickets += 1;
      this.creditFielders(w.kind, fielders, bowler);
      let fowWicket: number | null = null;
      if (!NOT_OUT_KINDS.has(w.kind)) {
        fowWicket = ++this.wickets;
        overRow[2] += 1;
        this.fow.push({
          matchInns: s.matchInns,
          wicket: fowWicket,
          runs: this.runs,
          balls: this.balls,
          over: ballPlaceText,
          playerId: s.idOf(w.player_out, `${where}.wickets.player_out`),
        });
        this.closePartnership(fowWicket, false);
      }
      details.push({
        text: dismissalText(w.kind, fielders, d.bowler, s.shortName),
        bowlerId: bowlerCredited ? bowler.playerId : null,
        fielders,
        fowWicket,
      });
    }
    return details;
  }

  finish(): InningsLedgerResult {
    this.endOver();
    if (this.open.deliveries > 0) this.closePartnership(this.wickets + 1, true);
    const s = this.s;
    return {
      team: {
        matchInns: s.matchInns,
        team: s.team,
        opposition: s.opposition,
        runs: this.runs + s.penaltyPost,
        wickets: this.wickets,
        balls: this.balls,
        declared: s.declared,
        forfeited: s.forfeited,
        followOn: s.followOn,
        ...this.extras,
        overs: this.overs,
      },
      bowling: [...this.bowlers.values()].map(({ name: _name, ...b }) => b),
      fielding: [...this.fielders.values()],
      fallOfWickets: this.fow,
      partnerships: this.partnerships,
      reviews: this.reviews,
    };
  }

  private startOver(index: number, bowler: string) {
    this.endOver();
    this.over = { index, bowler, shared: false, legal: 0, bowlerRuns: 0 };
    this.overs.push([index, 0, 0]);
  }

  /** Credits a maiden when the over just ended was completed by one bowler conceding none of his runs. */
  private endOver() {
    const o = this.over;
    if (!o) return;
    const completed = o.legal >= this.s.ballsPerOver || this.s.miscounted.has(o.index);
    if (completed && !o.shared && o.bowlerRuns === 0) this.bowlers.get(o.bowler)!.maidens += 1;
    this.over = null;
  }

  private bowler(name: string, where: string): BowlerState {
    let b = this.bowlers.get(name);
    if (!b) {
      const s = this.s;
      b = {
        name,
        matchInns: s.matchInns,
        playerId: s.idOf(name, `${where}.bowler`),
        team: s.opposition,
        opposition: s.team,
        bowlingOrder: this.bowlers.size + 1,
        balls: 0,
        maidens: 0,
        runs: 0,
        wickets: 0,
        wides: 0,
        noBalls: 0,
        dots: 0,
        fours: 0,
        sixes: 0,
      };
      this.bowlers.set(name, b);
    }
    return b;
  }

  private fielder(playerId: string): FieldingFigures {
    let f = this.fielders.get(playerId);
    if (!f) {
      const s = this.s;
      f = { matchInns: s.matchInns, playerId, team: s.opposition, opposition: s.team, catches: 0, caughtAndBowled: 0, stumpings: 0, runOuts: 0 };
      this.fielders.set(playerId, f);
    }
    return f;
  }

  private creditFielders(kind: string, fielders: DismissalFielder[], bowler: BowlerState) {
    if (kind === 'caught and bowled') {
      const f = this.fielder(bowler.playerId);
      f.catches += 1;
      f.caughtAndBowled += 1;
      return;
    }
    if (kind !== 'caught' && kind !== 'stumped' && kind !== 'run out') return;
    for (const x of fielders) {
      if (x.substitute || !x.player_id) continue;
      const f = this.fielder(x.player_id);
      if (kind === 'caught') f.catches += 1;
      else if (kind === 'stumped') f.stumpings += 1;
      else f.runOuts += 1;
    }
  }

  private partner(p: OpenPartnership, name: string, where: string): PartnershipBatter {
    let b = p.batters.get(name);
    if (!b) {
      if (!this.arrival.has(name)) this.arrival.set(name, this.arrival.size);
      b = { playerId: this.s.idOf(name, where), runs: 0, balls: 0 };
      p.batters.set(name, b);
    }
    return b;
  }

  private closePartnership(wicket: number, unbroken: boolean) {
    const p = this.open;
    const batters = [...p.batters].sort(([a], [b]) => this.arrival.get(a)! - this.arrival.get(b)!).map(([, x]) => x);
    this.partnerships.push({ matchInns: this.s.matchInns, wicket, runs: p.runs, balls: p.balls, unbroken, batters });
    this.open = newPartnership();
  }

  private addReview(d: LedgerDelivery, over: string, where: string) {
    const r = d.review!;
    const s = this.s;
    // A review without its team or decision cannot be shown: it is left out, the match is still imported.
    if (typeof r.decision !== 'string' || typeof r.by !== 'string') return;
    this.reviews.push({
      matchInns: s.matchInns,
      seq: this.reviews.length + 1,
      over,
      byTeam: r.by,
      batterId: typeof r.batter === 'string' ? s.maybeIdOf(r.batter) : null,
      bowlerId: s.idOf(d.bowler, `${where}.bowler`),
      umpire: typeof r.umpire === 'string' ? r.umpire : null,
      decision: r.decision,
      reviewType: typeof r.type === 'string' ? r.type : null,
      umpiresCall: r.umpires_call === true,
    });
  }
}

const newPartnership = (): OpenPartnership => ({ runs: 0, balls: 0, deliveries: 0, batters: new Map() });

/**
 * A dismissal as scorecards print it: "c Paine b Hazlewood", "c & b Cummins", "st Pant b Ashwin", "lbw b Lyon",
 * "b Broad", "hit wicket b X", "run out (Smith/Paine)"; a substitute fielder gets " (sub)"; retirements and the
 * rarer kinds print the kind ("retired hurt", "obstructing the field").
 */
export function dismissalText(kind: string, fielders: DismissalFielder[], bowlerName: string, short: (n: string) => string): string {
  const b = short(bowlerName);
  const f = fielders.map((x) => `${short(x.name)}${x.substitute ? ' (sub)' : ''}`);
  switch (kind) {
    case 'bowled':
      return `b ${b}`;
    case 'lbw':
      return `lbw b ${b}`;
    case 'caught':
      return f.length ? `c ${f.join('/')} b ${b}` : `c ? b ${b}`;
    case 'caught and bowled':
      return `c & b ${b}`;
    case 'stumped':
      return f.length ? `st ${f.join('/')} b ${b}` : `st ? b ${b}`;
    case 'hit wicket':
      return `hit wicket b ${b}`;
    case 'run out':
      return f.length ? `run out (${f.join('/')})` : 'run out';
    default:
      return kind;
  }
}

/**
 * The name a scorecard prints for each player of a match: the Cricsheet name without its leading initials
 * ("TD Paine" -> "Paine", "AB de Villiers" -> "de Villiers"; "Shubman Gill" stays), or the whole name when two
 * players of the match would print the same.
 */
export function shortNames(names: Iterable<string>): (name: string) => string {
  const strip = (n: string) => {
    const parts = n.trim().split(/\s+/);
    return parts.length > 1 && /^[A-Z]{1,4}$/.test(parts[0]) ? parts.slice(1).join(' ') : n.trim();
  };
  const owners = new Map<string, Set<string>>();
  for (const n of names) {
    const s = strip(n);
    const set = owners.get(s) ?? new Set<string>();
    set.add(n);
    owners.set(s, set);
  }
  return (name: string) => {
    const s = strip(name);
    const set = owners.get(s);
    return set && (set.size > 1 || !set.has(name)) ? name : s;
  };
}
