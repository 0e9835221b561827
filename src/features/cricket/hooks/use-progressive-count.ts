import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more per idle slot until all are shown, so a
 * long table never blocks the main thread in one long task. Starts again from `first` when `resetKey` changes.
 */
export function useProgressiveCount(total: number, resetKey: unknown, first = 40, step = 80): number {
  const [state, setState] = useState({ key: resetKey, count: first });
  const count = state.key === resetKey ? state.count : first;
  if (state.key !== resetKey) setState({ key: resetKey, count: first });
  useEffect(() => {
    if (count >= total) return;
    const grow = () => setState((s) => (s.key === resetKey ? { key: s.key, count: s.count + step } : s));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(grow, { timeout: 200 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(grow, 16);
    return () => clearTimeout(id);
  }, [count, total, resetKey, step]);
  return Math.min(count, total);
}
