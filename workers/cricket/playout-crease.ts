/**
 * The players at the crease in a playout of "Play it out from here" (workers/cricket/playout.ts): who bats, who
 * bowls each over, and the factors their figures before the Test put on each ball.
 */
import type { Rng } from '../core/rng';

/** A player's factors for the engine: his wicket chance and his scoring chances are multiplied by them (1: average). */
export interface PlayerFactors {
  out: number;
  runs: number;
}

/** A side's players for the engine: its batting order, and its bowlers with their weights (share of the overs). */
export interface SideLineup {
  bat: PlayerFactors[];
  bowl: (PlayerFactors & { weight: number })[];
}

export interface Lineup {
  sides: [SideLineup, SideLineup];
  /** The batters of the innings in play: the striker, the non-striker, then those yet to bat (indexes into the batting side's `bat`). */
  queue: number[];
  /** The bowler of the over in play (index into the fielding side's `bowl`), -1 when a new over starts. */
  bowler: number;
}

const AVERAGE: PlayerFactors = { out: 1, runs: 1 };

/** Draws a bowler by weight, not `previous` (unless he is the only one); -1 when the side has none. */
function drawBowler(cum: readonly number[], previous: number, rng: Rng): number {
  const n = cum.length;
  if (!n || cum[n - 1] <= 0) return -1;
  for (let tries = 0; tries < 8; tries++) {
    const u = rng.next() * cum[n - 1];
    let i = 0;
    while (i < n - 1 && u >= cum[i]) i++;
    if (i !== previous || n === 1) return i;
  }
  return previous;
}

/** Per side: its bowlers' cumulative weights (for drawBowler). */
export const bowlerWeights = (lineup: Lineup): number[][] =>
  lineup.sides.map((s) => s.bowl.reduce<number[]>((acc, b) => (acc.push((acc.at(-1) ?? 0) + Math.max(0, b.weight)), acc), []));

/**
 * The players during one playout: the batting side's queue (striker first), the bowler of the over and the one before,
 * and the ball's factors (the striker's times the bowler's). One per playOut call, reset for each playout; plain fields
 * and methods, no closures, so the ball loop stays fast.
 */
export class Crease {
  queue: number[] = [];
  nextIn = 2;
  bowler = -1;
  lastBowler = -1;
  batF: PlayerFactors = AVERAGE;
  bowlF: PlayerFactors = AVERAGE;
  /** The ball's wicket factor and scoring factor. */
  outF = 1;
  runF = 1;

  constructor(
    private readonly lineup: Lineup,
    private readonly bowlCum: number[][],
  ) {}

  /** The crease where the playout starts: the bowler of the over in play, or a new one when an over starts. */
  begin(batting: 0 | 1, innsBalls: number, rng: Rng): void {
    const { lineup } = this;
    this.queue = [...lineup.queue];
    this.nextIn = 2;
    this.bowler = lineup.bowler;
    this.lastBowler = -1;
    this.batF = lineup.sides[batting].bat[this.queue[0]] ?? AVERAGE;
    const fielding = batting === 0 ? 1 : 0;
    if (this.bowler < 0 || innsBalls % 6 === 0) this.bowler = drawBowler(this.bowlCum[fielding], -1, rng);
    this.bowlF = lineup.sides[fielding].bowl[this.bowler] ?? AVERAGE;
    this.refresh();
  }

  /** A new innings: the batting order from the top, a new bowler. */
  newInnings(batting: 0 | 1, rng: Rng): void {
    this.queue = this.lineup.sides[batting].bat.map((_, i) => i);
    this.nextIn = 2;
    this.lastBowler = -1;
    this.newBowler(batting === 0 ? 1 : 0, -1, rng);
    this.batF = this.lineup.sides[batting].bat[this.queue[0]] ?? AVERAGE;
    this.refresh();
  }

  /** The striker is out (the innings goes on): the next batter comes in. */
  wicket(batting: 0 | 1): void {
    const q = this.queue;
    q[0] = q.length > this.nextIn ? q[this.nextIn] : -1;
    this.nextIn++;
    this.batF = this.lineup.sides[batting].bat[q[0]] ?? AVERAGE;
    this.refresh();
  }

  /** After a ball that did not end the innings: the batters change ends on an odd run or at the over's end, not both; a new over has a new bowler. */
  afterBall(batting: 0 | 1, swap: boolean, overDone: boolean, rng: Rng): void {
    if (swap !== overDone) {
      const q = this.queue;
      const t = q[0];
      q[0] = q[1];
      q[1] = t;
      this.batF = this.lineup.sides[batting].bat[q[0]] ?? AVERAGE;
    }
    if (overDone) {
      if (this.bowler >= 0) this.lastBowler = this.bowler;
      this.newBowler(batting === 0 ? 1 : 0, this.lastBowler, rng);
    }
    this.refresh();
  }

  private newBowler(fielding: 0 | 1, previous: number, rng: Rng): void {
    this.bowler = drawBowler(this.bowlCum[fielding], previous, rng);
    this.bowlF = this.lineup.sides[fielding].bowl[this.bowler] ?? AVERAGE;
  }

  private refresh(): void {
    this.outF = this.batF.out * this.bowlF.out;
    this.runF = this.batF.runs * this.bowlF.runs;
  }
}

