/**
 * The projected total of a limited-overs innings (pure): from the state (balls left, wickets down) the runs still to
 * come, counted over the first innings of the training matches that ran their full length (all out or every ball
 * bowled; an innings cut short by rain is left out). Per cell the table keeps the whole distribution of the runs
 * still to come, so it gives their mean and spread (the win model's resources) and the 10th and 90th percentiles
 * (the 80 % interval on the projected total). Held out like the win model: a season's table is counted without it.
 *
 * Cells: wickets down (0-9) by balls left, one cell a ball for the last 12 balls, one an over before that.
 * A cell with fewer than MIN_SAMPLES innings borrows its neighbours (balls left either side, then wickets either side)
 * until it has enough.
 */

export const R_MAX = 600;
const BUCKETS = 12 + 50 + 1;
export const CELLS = BUCKETS * 10;
const MIN_SAMPLES = 40;

export function bucketOf(ballsLeft: number): number {
  const b = Math.max(0, ballsLeft);
  return Math.min(BUCKETS - 1, b <= 12 ? b : 12 + Math.ceil((b - 12) / 6));
}

export const cellOf = (ballsLeft: number, wickets: number) => bucketOf(ballsLeft) * 10 + Math.min(9, Math.max(0, wickets));

/** Per cell: mean, standard deviation, 10th, 50th and 90th percentiles of the runs still to come. */
export interface CellStats {
  mean: number;
  sd: number;
  lo: number;
  mid: number;
  hi: number;
}

/** The stored table: 5 numbers per cell (mean, sd, lo, mid, hi), CELLS cells. */
export type ProjectionTable = number[];

/** The runs still to come in a first innings, one sample per state, with its season. */
export class ProjectionSamples {
  private cells: number[] = [];
  private runs: number[] = [];
  private seasons: number[] = [];
  private seasonIndex = new Map<string, number>();

  add(season: string, ballsLeft: number, wickets: number, runsToCome: number) {
    if (wickets >= 10) return;
    let s = this.seasonIndex.get(season);
    if (s === undefined) this.seasonIndex.set(season, (s = this.seasonIndex.size));
    this.cells.push(cellOf(ballsLeft, wickets));
    this.runs.push(Math.min(R_MAX, Math.max(0, runsToCome)));
    this.seasons.push(s);
  }

  get size() {
    return this.cells.length;
  }

  /** The table counted without `season` (null: every season). */
  table(season: string | null): ProjectionTable {
    const skip = season === null ? -1 : (this.seasonIndex.get(season) ?? -1);
    const hist = new Int32Array(CELLS * (R_MAX + 1));
    for (let i = 0; i < this.cells.length; i++) if (this.seasons[i] !== skip) hist[this.cells[i] * (R_MAX + 1) + this.runs[i]]++;
    return tableOf(hist);
  }
}

function statsOf(h: Float64Array, n: number): CellStats {
  let sum = 0;
  let sq = 0;
  for (let r = 0; r <= R_MAX; r++) {
    sum += r * h[r];
    sq += r * r * h[r];
  }
  const mean = n ? sum / n : 0;
  const q = (p: number) => {
    // The percentile with linear interpolation between the runs either side (mid-distribution of a count).
    const target = p * n;
    let cum = 0;
    for (let r = 0; r <= R_MAX; r++) {
      if (cum + h[r] >= target) return h[r] ? r - 0.5 + (target - cum) / h[r] : r;
      cum += h[r];
    }
    return R_MAX;
  };
  return { mean, sd: n > 1 ? Math.sqrt(Math.max(0, sq / n - mean * mean)) : 0, lo: Math.max(0, q(0.1)), mid: Math.max(0, q(0.5)), hi: Math.max(0, q(0.9)) };
}

function tableOf(hist: Int32Array): ProjectionTable {
  const W = R_MAX + 1;
  const count = (cell: number) => {
    let n = 0;
    for (let r = 0; r < W; r++) n += hist[cell * W + r];
    return n;
  };
  const counts = Array.from({ length: CELLS }, (_, c) => count(c));
  const out: number[] = [];
  const h = new Float64Array(W);
  for (let cell = 0; cell < CELLS; cell++) {
    const bucket = Math.floor(cell / 10);
    const wk = cell % 10;
    h.fill(0);
    let n = 0;
    const addCell = (b: number, w: number) => {
      if (b < 0 || b >= BUCKETS || w < 0 || w > 9) return;
      const c = b * 10 + w;
      if (!counts[c]) return;
      for (let r = 0; r < W; r++) h[r] += hist[c * W + r];
      n += counts[c];
    };
    addCell(bucket, wk);
    for (let k = 1; n < MIN_SAMPLES && k <= 8; k++) {
      addCell(bucket - k, wk);
      addCell(bucket + k, wk);
    }
    for (let k = 1; n < MIN_SAMPLES && k <= 9; k++) for (let b = bucket - 8; b <= bucket + 8; b++) {
      addCell(b, wk - k);
      addCell(b, wk + k);
    }
    const s = statsOf(h, n);
    out.push(s.mean, s.sd, s.lo, s.mid, s.hi);
  }
  // With balls left 0 nothing more comes, whatever the counts say.
  for (let w = 0; w < 10; w++) out.splice(w * 5, 5, 0, 0, 0, 0, 0);
  return out.map((x) => Math.round(x * 1000) / 1000);
}

export function cellStats(table: ProjectionTable, ballsLeft: number, wickets: number): CellStats {
  if (wickets >= 10 || ballsLeft <= 0) return { mean: 0, sd: 0, lo: 0, mid: 0, hi: 0 };
  const o = cellOf(ballsLeft, wickets) * 5;
  return { mean: table[o], sd: table[o + 1], lo: table[o + 2], mid: table[o + 3], hi: table[o + 4] };
}
