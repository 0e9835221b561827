/**
 * A seeded Monte Carlo of a knockout cup, frame by frame (the check on the exact chances, workers/cups/bracket.ts):
 * every open tie is played from its current score, one frame at a time, each frame won with the frame chance,
 * until someone reaches the round's race length. Counts how often each entrant reaches each round.
 */
import { createRng, type Seed } from '../core/rng';
import { roundCount, type BracketSpec, type TieState } from './bracket';

export interface CupSimResult {
  runs: number;
  seed: Seed;
  /** counts[i * (R + 1) + r]: runs in which entrant i reached round r (r = R: won the cup). */
  counts: Uint32Array;
  rounds: number;
}

export function simulateCups(spec: BracketSpec, ties: TieState[][] | undefined, runs: number, seed: Seed): CupSimResult {
  if (!Number.isInteger(runs) || runs < 1 || runs > 10_000_000) throw new RangeError(`runs must be 1..10,000,000 (got ${runs})`);
  const R = roundCount(spec.slots.length);
  const n = spec.n;
  const counts = new Uint32Array(n * (R + 1));
  const rng = createRng(seed);
  const P = spec.slots.length;
  let cur = new Int32Array(P);
  let nxt = new Int32Array(P);
  const frame = spec.frame;
  for (let run = 0; run < runs; run++) {
    // -2 = bye, otherwise an entrant.
    for (let k = 0; k < P; k++) {
      const s = spec.slots[k];
      cur[k] = s < 0 ? -2 : s;
      if (s >= 0) counts[s * (R + 1)]++;
    }
    let len = P;
    for (let r = 0; r < R; r++) {
      const N = spec.raceTo[r];
      for (let k = 0; k < len; k += 2) {
        const a = cur[k];
        const b = cur[k + 1];
        let w: number;
        if (a === -2) w = b;
        else if (b === -2) w = a;
        else {
          const tie = ties?.[r]?.[k >> 1];
          let wa = 0;
          let wb = 0;
          if (tie && tie.winner >= 0 && ((tie.a === a && tie.b === b) || (tie.a === b && tie.b === a))) {
            w = tie.winner;
          } else {
            if (tie && ((tie.a === a && tie.b === b) || (tie.a === b && tie.b === a))) {
              wa = tie.a === a ? tie.winsA : tie.winsB;
              wb = tie.a === a ? tie.winsB : tie.winsA;
            }
            const p = frame[a * n + b];
            while (wa < N && wb < N) {
              if (rng.next() < p) wa++;
              else wb++;
            }
            w = wa === N ? a : b;
          }
        }
        nxt[k >> 1] = w;
        if (w >= 0) counts[w * (R + 1) + r + 1]++;
      }
      const t = cur;
      cur = nxt;
      nxt = t;
      len >>= 1;
    }
  }
  return { runs, seed, counts, rounds: R };
}
