import { startTransition, useEffect, useState } from 'react';

/** How far a result has been handed to the sections: sections below `n` show `result`, the others `earlier`. */
interface Handover<T> {
  result: T | undefined;
  earlier: T | undefined;
  n: number;
}

/**
 * The hand-over of `data`, from a stored hand-over that may still be of an earlier result: the same one if it is of
 * `data`; else none of `data`'s sections yet, every section showing what it shows now (the earlier result once fully
 * handed over, else the one before it). No result (a failed run) leaves nothing of an earlier one.
 */
function handoverOf<T>(stored: Handover<T>, data: T | undefined, sections: number): Handover<T> {
  if (stored.result === data) return stored;
  if (data === undefined) return { result: undefined, earlier: undefined, n: 0 };
  return { result: data, earlier: stored.n >= sections ? stored.result : (stored.earlier ?? stored.result), n: 0 };
}

/**
 * Hands a large result to a page's sections one section per task, so no single task renders
 * (and lays out) them all. When `data` changes, section i keeps showing the previous result
 * until its turn, then switches to the new one: `at(i)` is the data section i should render
 * (undefined before the first result reaches it, and when `data` is undefined). One section switches per macrotask
 * (setTimeout 0), so the browser can paint and handle input in between, and in a transition, so React renders
 * the section in time slices (only its commit and layout are one task).
 *
 * What the sections show is worked out from `data` in every render, never stored by a state update during render,
 * and each switch-in is a queued update that moves the hand-over towards its own result whatever state it is applied
 * to. React may render a new result before a switch-in queued for the previous one (at another priority) and replay
 * that switch-in later from the state before the new result; a state update made during render is not kept in such a
 * replay, and a switch-in that could be refused there would start no further one (tests/unit/lib/use-staged-data.test.ts).
 */
export function useStagedData<T>(data: T | undefined, sections: number): { at: (i: number) => T | undefined; done: boolean } {
  const [stored, setStored] = useState<Handover<T>>({ result: data, earlier: undefined, n: 0 });
  const shown = handoverOf(stored, data, sections);
  const n = data === undefined ? sections : shown.n;
  useEffect(() => {
    // No result: the earlier one is forgotten, so the next result is not handed over from it.
    if (data === undefined) {
      setStored((x) => handoverOf(x, undefined, sections));
      return;
    }
    if (n >= sections) return;
    const t = setTimeout(
      () =>
        startTransition(() =>
          setStored((x) => {
            const h = handoverOf(x, data, sections);
            return { ...h, n: Math.min(sections, Math.max(h.n, n + 1)) };
          }),
        ),
      0,
    );
    return () => clearTimeout(t);
  }, [data, n, sections]);
  return { at: (i: number) => (i < shown.n ? shown.result : shown.earlier), done: n >= sections };
}
