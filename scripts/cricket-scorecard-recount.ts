/**
 * An independent recount of bowling, fielding and scorecard figures from raw Cricsheet JSON, written from Cricsheet's
 * JSON format documentation (https://cricsheet.org/format/json/) and the definitions in docs/decisions.md, with none
 * of the importer's code (it does not import api/cricket/import/parse-match.ts, the innings ledger or the over-text helper).
 * Used by scripts/verify-cricket-figures.ts, which compares it with the database for every player and innings.
 *
 * What it reads, as the format documents it:
 * - `info.balls_per_over` (the legal balls of an over), `info.registry.people` (name -> person id);
 * - per innings: `team`, `overs[].over` (0-based) and `overs[].deliveries[]`, `declared`, `forfeited`,
 *   `penalty_runs.pre` / `.post` (penalty runs awarded outside the deliveries), `miscounted_overs` (overs the umpires
 *   called with another number of balls, keyed by over number);
 * - per delivery: `batter`, `non_striker`, `bowler`, `runs.batter`, `runs.total`, `extras.{wides, noballs, byes,
 *   legbyes, penalty}`, `wickets[].{kind, player_out, fielders[].{name, substitute}}`.
 */

export interface CricsheetDelivery {
  batter: string;
  non_striker: string;
  bowler: string;
  runs: { batter: number; total: number };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { kind: string; player_out: string; fielders?: { name?: string; substitute?: boolean }[] }[];
}

export interface CricsheetMatch {
  info: { match_type: string; gender: string; balls_per_over?: number; registry: { people: Record<string, string> } };
  innings: {
    team: string;
    declared?: boolean;
    forfeited?: boolean;
    penalty_runs?: { pre?: number; post?: number };
    miscounted_overs?: Record<string, unknown>;
    overs?: { over: number; deliveries: CricsheetDelivery[] }[];
  }[];
}

export interface BowlingCareer {
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
  /** Best innings and match figures: most wickets, then fewest runs. */
  bbi: [number, number] | null;
  bbm: [number, number] | null;
  fourW: number;
  fiveW: number;
  tenW: number;
}

export interface FieldingCareer {
  catches: number;
  caughtAndBowled: number;
  stumpings: number;
  runOuts: number;
}

export interface InningsRecount {
  runs: number;
  wickets: number;
  balls: number;
  extras: { byes: number; legbyes: number; wides: number; noballs: number; penalty: number };
  /** Sum of every bowler's runs (runs.batter + wides + noballs). */
  bowlersRuns: number;
  /** Sum of runs.batter. */
  battersRuns: number;
  /** [wicket, team score, legal balls] at each fall. */
  fow: [number, number, number][];
  /** [wicket, runs, legal balls, unbroken] for each partnership, from the differences between falls. */
  partnerships: [number, number, number, boolean][];
  /** Each bowler's figures in this innings: id -> [balls, maidens, runs, wickets]. */
  bowlers: Map<string, [number, number, number, number]>;
}

const BOWLERS_KINDS = ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'];
const NOT_WICKETS = ['retired hurt', 'retired not out'];

const better = (a: [number, number], b: [number, number] | null) => b === null || a[0] > b[0] || (a[0] === b[0] && a[1] < b[1]);

export class ScorecardRecount {
  readonly bowling = new Map<string, BowlingCareer>();
  readonly fielding = new Map<string, FieldingCareer>();
  /** `${match id}/${innings number 1..4}` -> the innings recounted. */
  readonly innings = new Map<string, InningsRecount>();

  private career(id: string): BowlingCareer {
    let c = this.bowling.get(id);
    if (!c) this.bowling.set(id, (c = { balls: 0, maidens: 0, runs: 0, wickets: 0, bbi: null, bbm: null, fourW: 0, fiveW: 0, tenW: 0 }));
    return c;
  }

  private fielder(id: string): FieldingCareer {
    let f = this.fielding.get(id);
    if (!f) this.fielding.set(id, (f = { catches: 0, caughtAndBowled: 0, stumpings: 0, runOuts: 0 }));
    return f;
  }

  add(matchId: string, doc: CricsheetMatch) {
    const people = doc.info.registry.people;
    const perOver = doc.info.balls_per_over ?? 6;
    const matchFigures = new Map<string, [number, number]>();
    doc.innings.forEach((inn, i) => {
      const r = this.recountInnings(inn, people, perOver);
      this.innings.set(`${matchId}/${i + 1}`, r);
      for (const [id, [balls, maidens, runs, wickets]] of r.bowlers) {
        const c = this.career(id);
        c.balls += balls;
        c.maidens += maidens;
        c.runs += runs;
        c.wickets += wickets;
        if (wickets === 4) c.fourW++;
        if (wickets >= 5) c.fiveW++;
        if (better([wickets, runs], c.bbi)) c.bbi = [wickets, runs];
        const m = matchFigures.get(id) ?? [0, 0];
        matchFigures.set(id, [m[0] + wickets, m[1] + runs]);
      }
    });
    for (const [id, m] of matchFigures) {
      const c = this.career(id);
      if (m[0] >= 10) c.tenW++;
      if (better(m, c.bbm)) c.bbm = m;
    }
  }

  private recountInnings(inn: CricsheetMatch['innings'][number], people: Record<string, string>, perOver: number): InningsRecount {
    const pre = inn.penalty_runs?.pre ?? 0;
    const post = inn.penalty_runs?.post ?? 0;
    const called = new Set(Object.keys(inn.miscounted_overs ?? {}).map(Number));
    const r: InningsRecount = {
      runs: pre,
      wickets: 0,
      balls: 0,
      extras: { byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: pre + post },
      bowlersRuns: 0,
      battersRuns: 0,
      fow: [],
      partnerships: [],
      bowlers: new Map(),
    };
    let deliveriesSinceWicket = 0;
    for (const over of inn.overs ?? []) {
      // Who bowled this over and what it cost them, for the maiden rule.
      const bowlersInOver = new Set<string>();
      let overLegal = 0;
      let overBowlerRuns = 0;
      for (const d of over.deliveries) {
        const e = d.extras ?? {};
        const isWide = e.wides !== undefined;
        const isNoBall = e.noballs !== undefined;
        const legal = !isWide && !isNoBall;
        const bowlerRuns = d.runs.batter + (e.wides ?? 0) + (e.noballs ?? 0);
        const bowlerId = people[d.bowler];
        bowlersInOver.add(bowlerId);
        overBowlerRuns += bowlerRuns;
        const fig = r.bowlers.get(bowlerId) ?? [0, 0, 0, 0];
        r.bowlers.set(bowlerId, fig);
        fig[2] += bowlerRuns;
        if (legal) {
          fig[0]++;
          overLegal++;
          r.balls++;
        }
        r.runs += d.runs.total;
        r.bowlersRuns += bowlerRuns;
        r.battersRuns += d.runs.batter;
        r.extras.byes += e.byes ?? 0;
        r.extras.legbyes += e.legbyes ?? 0;
        r.extras.wides += e.wides ?? 0;
        r.extras.noballs += e.noballs ?? 0;
        r.extras.penalty += e.penalty ?? 0;
        deliveriesSinceWicket++;
        for (const w of d.wickets ?? []) {
          if (BOWLERS_KINDS.includes(w.kind)) fig[3]++;
          if (w.kind === 'caught and bowled') {
            const f = this.fielder(bowlerId);
            f.catches++;
            f.caughtAndBowled++;
          }
          for (const f of w.fielders ?? []) {
            if (f.substitute === true || !f.name) continue;
            const id = people[f.name];
            if (w.kind === 'caught') this.fielder(id).catches++;
            if (w.kind === 'stumped') this.fielder(id).stumpings++;
            if (w.kind === 'run out') this.fielder(id).runOuts++;
          }
          if (!NOT_WICKETS.includes(w.kind)) {
            r.wickets++;
            r.fow.push([r.wickets, r.runs, r.balls]);
            deliveriesSinceWicket = 0;
          }
        }
      }
      const completed = overLegal >= perOver || called.has(over.over);
      if (completed && bowlersInOver.size === 1 && overBowlerRuns === 0) r.bowlers.get([...bowlersInOver][0])![1]++;
    }
    // Partnerships from the falls: the k-th runs from the (k-1)-th fall (or the start, after the `pre` penalty runs)
    // to the k-th; the last one to the end of the deliveries when a ball was bowled after the last fall.
    let prevRuns = pre;
    let prevBalls = 0;
    for (const [k, runs, balls] of r.fow) {
      r.partnerships.push([k, runs - prevRuns, balls - prevBalls, false]);
      prevRuns = runs;
      prevBalls = balls;
    }
    if (deliveriesSinceWicket > 0) r.partnerships.push([r.wickets + 1, r.runs - prevRuns, r.balls - prevBalls, true]);
    r.runs += post;
    return r;
  }
}

/** Overs as scorecards print them, from legal balls ("77.1"). */
export const oversOf = (balls: number, perOver = 6) => `${Math.floor(balls / perOver)}${balls % perOver ? `.${balls % perOver}` : ''}`;
