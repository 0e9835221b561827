import { describe, expect, it } from 'vitest';
import { isAbortError, progressSum, scatter } from './scatter';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('progressSum', () => {
  it('reports the share of all units done, once per change', () => {
    const seen: number[] = [];
    const set = progressSum([2, 6], (f) => seen.push(f));
    set(0, 1);
    set(1, 3);
    set(1, 3);
    set(0, 2);
    set(1, 6);
    expect(seen).toEqual([1 / 8, 4 / 8, 5 / 8, 1]);
  });
});

describe('scatter', () => {
  it('runs every part, merges in part order whatever order they finish in, and ends progress at 1', async () => {
    const seen: number[] = [];
    const result = await scatter(
      {
        parts: [30, 10, 20],
        weight: (ms) => ms,
        call: async (ms, { onProgress }) => {
          await new Promise((r) => setTimeout(r, ms));
          onProgress?.(ms / 2);
          return ms * 2;
        },
        merge: (xs) => xs,
      },
      { onProgress: (f) => seen.push(f) },
    );
    expect(result).toEqual([60, 20, 40]);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('aborts the other parts when one fails, and rejects with its error', async () => {
    const aborted: boolean[] = [];
    const job = scatter({
      parts: [0, 1, 2],
      call: (i, { signal }) =>
        new Promise<number>((_resolve, reject) => {
          if (i === 1) return void setTimeout(() => reject(new Error('part 1 failed')), 5);
          signal.addEventListener('abort', () => {
            aborted.push(true);
            reject(new Error('stopped'));
          });
        }),
      merge: (xs) => xs,
    });
    await expect(job).rejects.toThrow('part 1 failed');
    expect(aborted).toEqual([true, true]);
  });

  it('rejects a cancelled job with an AbortError and never resolves it', async () => {
    const c = new AbortController();
    let resolved = false;
    const job = scatter(
      { parts: [1], call: () => new Promise<number>((r) => setTimeout(() => r(1), 20)), merge: (xs) => xs },
      { signal: c.signal },
    ).then(() => (resolved = true));
    await tick();
    c.abort();
    await expect(job).rejects.toSatisfy(isAbortError);
    expect(resolved).toBe(false);
  });
});
