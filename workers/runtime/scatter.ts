/**
 * Scatter (docs/glossary.md): one job split into parts that run side by side (on the simulation workers, or any
 * other async call), with one progress figure for the whole job, cancelling and merging. It knows no domain: the
 * domain gives the parts (its split), the call for one part and the merge. Pure: no Worker, no DOM.
 */

export function abortError(): Error {
  const e = new Error('The simulation was cancelled');
  e.name = 'AbortError';
  return e;
}

export function isAbortError(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

export interface RunControl {
  /** Aborting rejects the call with an AbortError and stops its workers. */
  signal?: AbortSignal;
  /** Fraction done in [0, 1], at least every 5 % of the run and at the end. */
  onProgress?: (fraction: number) => void;
}

/**
 * One progress figure over parts of different sizes: `set(i, done)` records that part i has `done` of its
 * `weights[i]` units done, and `onProgress` hears the fraction of all units done whenever it changes.
 */
export function progressSum(weights: readonly number[], onProgress?: (fraction: number) => void): (part: number, done: number) => void {
  const total = weights.reduce((a, b) => a + b, 0);
  const done = new Array<number>(weights.length).fill(0);
  let sum = 0;
  let last = -1;
  return (part, value) => {
    sum += value - done[part];
    done[part] = value;
    if (onProgress && sum !== last && total > 0) {
      last = sum;
      onProgress(sum / total);
    }
  };
}

export interface ScatterJob<Part, PartResult, Result> {
  /** The domain's split of the job. */
  parts: readonly Part[];
  /** Units of work in a part (runs, simulations); 1 by default, when a part reports its progress as a fraction. */
  weight?: (part: Part) => number;
  /**
   * Runs one part. `signal` aborts when the job is cancelled or another part fails; `onProgress` takes the units
   * of this part done so far (present only when the caller wants progress).
   */
  call: (part: Part, ctx: { signal: AbortSignal; onProgress?: (done: number) => void }) => Promise<PartResult>;
  /** The domain's merge of the parts' results (in the order of `parts`, whatever order they finished in). */
  merge: (results: PartResult[]) => Result;
}

/**
 * Runs every part at once (the caller's call decides where: the simulation workers queue parts for idle workers),
 * then merges. Progress is the share of all units done. Cancelling (`control.signal`) or a failing part aborts
 * every part still running; a cancelled job rejects with an AbortError and never resolves.
 */
export async function scatter<Part, PartResult, Result>(
  job: ScatterJob<Part, PartResult, Result>,
  control: RunControl = {},
): Promise<Result> {
  const { signal, onProgress } = control;
  const weights = job.parts.map((p) => job.weight?.(p) ?? 1);
  const report = progressSum(weights, onProgress && ((f) => !signal?.aborted && onProgress(f)));
  const inner = new AbortController();
  const forward = () => inner.abort();
  signal?.addEventListener('abort', forward, { once: true });
  if (signal?.aborted) inner.abort();
  try {
    const results = await Promise.all(
      job.parts.map((part, i) =>
        job
          .call(part, { signal: inner.signal, onProgress: onProgress ? (done) => report(i, done) : undefined })
          .then((result) => {
            report(i, weights[i]);
            return result;
          })
          .catch((e: unknown) => {
            inner.abort();
            throw e;
          }),
      ),
    );
    if (signal?.aborted) throw abortError();
    return job.merge(results);
  } catch (e) {
    if (signal?.aborted) throw abortError();
    throw e;
  } finally {
    signal?.removeEventListener('abort', forward);
  }
}
