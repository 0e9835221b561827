/**
 * The players at the crease in a limited-overs playout (workers/cricket/lo-playout.ts): who bats, who bowls each over
 * under the bowlers' over limit, and the factors their figures before the match put on each ball. The Tests' crease
 * (playout-crease.ts) without the limit; the factors and the side's line-up are the same shapes.
 */
import type { Rng } from '../core/rng';
import type { PlayerFactors, SideLineup } from './playout-crease';

export interface LoLineup {
  /** [batted first, the other]: batting orders and bowlers with their weights. */
  sides: [SideLineup, SideLineup];
  /** The batters of the innings in play: the striker, the non-striker, then those yet to bat (indexes into the batting side's `bat`). */
  queue: number[];
  /** The bowler of the over in play (index into the fielding side's `bowl`), -1 when a new over starts. */
  bowler: number;
  /** The bowler of the last completed over (he cannot bowl the next), -1 when none. */
  previous: number;
  /** Overs each of the fielding side's bowlers has begun in the innings in play (same order as its `bowl`). */
  bowled: number[];
}

const AVERAGE: PlayerFactors = { out: 1, runs: 1 };

/** The most overs a bowler may bowl in an innings of `allowed` legal balls: a fifth of its overs, rounded up (10 of 50, 4 of 20). */
export const overLimit = (allowed: number) => Math.max(1, Math.ceil(allowed / 30));

/**
 * One playout's players, reset for each playout. Bowler of a new over: drawn by weight among the fielding side's
 * bowlers who are under the limit and did not bowl the over before; when none is left (a side with too few bowlers)
 * the limit is lifted, then the rule against the same bowler twice.
 */
export class LoCrease {
  queue: number[] = [];
  nextIn = 2;
  bowler = -1;
  lastBowler = -1;
  used: number[] = [];
  limit = 10;
  batting: 0 | 1 = 0;
  batF: PlayerFactors = AVERAGE;
  bowlF: PlayerFactors = AVERAGE;
  outF = 1;
  runF = 1;

  constructor(private readonly lineup: LoLineup) {}

  /** The crease where the playout starts (the innings in play, `balls` legal balls into it). */
  begin(batting: 0 | 1, balls: number, allowed: number, rng: Rng): void {
    const { lineup } = this;
    this.batting = batting;
    this.queue = [...lineup.queue];
    this.nextIn = 2;
    this.limit = overLimit(allowed);
    this.used = [...lineup.bowled];
    const fieldingBowl = lineup.sides[batting === 0 ? 1 : 0].bowl;
    while (this.used.length < fieldingBowl.length) this.used.push(0);
    this.bowler = balls % 6 === 0 ? -1 : lineup.bowler;
    this.lastBowler = balls % 6 === 0 && lineup.bowler >= 0 ? lineup.bowler : lineup.previous;
    if (this.bowler < 0) this.newBowler(rng);
    else this.bowlF = fieldingBowl[this.bowler] ?? AVERAGE;
    this.batF = lineup.sides[batting].bat[this.queue[0]] ?? AVERAGE;
    this.refresh();
  }

  /** The chase begins: its batting order from the top, the other side bowls, nobody has bowled. */
  newInnings(batting: 0 | 1, allowed: number, rng: Rng): void {
    this.batting = batting;
    this.queue = this.lineup.sides[batting].bat.map((_, i) => i);
    this.nextIn = 2;
    this.limit = overLimit(allowed);
    this.used = this.lineup.sides[batting === 0 ? 1 : 0].bowl.map(() => 0);
    this.lastBowler = -1;
    this.newBowler(rng);
    this.batF = this.lineup.sides[batting].bat[this.queue[0]] ?? AVERAGE;
    this.refresh();
  }

  /** The striker is out (the innings goes on): the next batter comes in. */
  wicket(): void {
    const q = this.queue;
    q[0] = q.length > this.nextIn ? q[this.nextIn] : -1;
    this.nextIn++;
    this.batF = this.lineup.sides[this.batting].bat[q[0]] ?? AVERAGE;
    this.refresh();
  }

  /** After a legal ball that did not end the innings: ends change on an odd run or at the over's end (not both); a new over, a new bowler. */
  afterBall(swap: boolean, overDone: boolean, rng: Rng): void {
    if (swap !== overDone) {
      const q = this.queue;
      const t = q[0];
      q[0] = q[1];
      q[1] = t;
      this.batF = this.lineup.sides[this.batting].bat[q[0]] ?? AVERAGE;
    }
    if (overDone) {
      this.lastBowler = this.bowler;
      this.newBowler(rng);
    }
    this.refresh();
  }

  private newBowler(rng: Rng): void {
    const bowl = this.lineup.sides[this.batting === 0 ? 1 : 0].bowl;
    const pick = (withLimit: boolean, notPrevious: boolean) => {
      let total = 0;
      for (let i = 0; i < bowl.length; i++) if (this.eligible(i, withLimit, notPrevious)) total += bowl[i].weight;
      if (!(total > 0)) return -1;
      let u = rng.next() * total;
      let last = -1;
      for (let i = 0; i < bowl.length; i++) {
        if (!this.eligible(i, withLimit, notPrevious)) continue;
        last = i;
        u -= bowl[i].weight;
        if (u < 0) return i;
      }
      return last;
    };
    let b = pick(true, true);
    if (b < 0) b = pick(false, true);
    if (b < 0) b = pick(false, false);
    this.bowler = b;
    if (b >= 0) this.used[b] = (this.used[b] ?? 0) + 1;
    this.bowlF = b >= 0 ? bowl[b] : AVERAGE;
  }

  private eligible(i: number, withLimit: boolean, notPrevious: boolean): boolean {
    const w = this.lineup.sides[this.batting === 0 ? 1 : 0].bowl[i].weight;
    return w > 0 && (!withLimit || (this.used[i] ?? 0) < this.limit) && (!notPrevious || i !== this.lastBowler);
  }

  private refresh(): void {
    this.outF = this.batF.out * this.bowlF.out;
    this.runF = this.batF.runs * this.bowlF.runs;
  }
}
