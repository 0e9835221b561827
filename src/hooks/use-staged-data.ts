import { startTransition, useEffect, useState } from 'react';

/**
 * Hands a large result to a page's sections one section per task, so no single task renders
 * (and lays out) them all. When `data` changes, section i keeps showing the previous result
 * until its turn, then switches to the new one: `at(i)` is the data section i should render
 * (undefined before the first result reaches it). One section switches per macrotask
 * (setTimeout 0), so the browser can paint and handle input in between, and in a transition, so React renders
 * the section in time slices (only its commit and layout are one task).
 */
export function useStagedData<T>(data: T | undefined, sections: number): { at: (i: number) => T | undefined; done: boolean } {
  const [state, setState] = useState<{ cur: T | undefined; prev: T | undefined; n: number }>({ cur: data, prev: undefined, n: 0 });
  let s = state;
  if (data !== state.cur) {
    // a new result: start over from the first section (derived state, set during render)
    s = { cur: data, prev: state.n >= sections ? state.cur : (state.prev ?? state.cur), n: 0 };
    setState(s);
  }
  useEffect(() => {
    if (s.cur === undefined || s.n >= sections) return;
    const t = setTimeout(() => startTransition(() => setState((x) => (x.cur === s.cur ? { ...x, n: x.n + 1 } : x))), 0);
    return () => clearTimeout(t);
  }, [s.cur, s.n, sections]);
  return { at: (i: number) => (i < s.n ? s.cur : s.prev), done: s.n >= sections };
}
