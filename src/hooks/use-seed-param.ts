import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { freshSeed, parseSeed } from '../lib/seed';

/**
 * The page's seed, kept in the address bar as `?seed=` so a shared link
 * reproduces the same games. A missing or invalid seed is replaced (without a
 * new history entry) by a fresh one; `newSeed()` re-rolls it.
 */
export function useSeedParam(): { seed: number | null; newSeed: () => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const seed = useMemo(() => parseSeed(new URLSearchParams(search).get('seed')), [search]);

  const setSeed = useCallback(
    (value: number) => {
      const params = new URLSearchParams(window.location.search);
      params.set('seed', String(value));
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [location, navigate],
  );

  useEffect(() => {
    if (seed === null) setSeed(freshSeed());
  }, [seed, setSeed]);

  const newSeed = useCallback(() => setSeed(freshSeed()), [setSeed]);
  return { seed, newSeed };
}
