import { useCallback, useEffect, useMemo } from 'react';
import { parseSeed } from '../lib/seed';
import { freshSeed } from '../../workers/core/rng';
import { useUrlParams } from './use-url-params';

/**
 * The page's seed, kept in the address bar as `?seed=` so a shared link
 * reproduces the same games. A missing or invalid seed is replaced (without a
 * new history entry) by a fresh one; `newSeed()` re-rolls it with a new history
 * entry, so Back returns to the previous seed. Other parameters (the page's
 * inputs) are kept.
 */
export function useSeedParam(): { seed: number | null; newSeed: () => void } {
  const { search, update } = useUrlParams();
  const seed = useMemo(() => parseSeed(new URLSearchParams(search).get('seed')), [search]);

  useEffect(() => {
    if (seed !== null) return;
    // While a prerendered page hydrates, `search` is the query the server rendered (none); the address bar may
    // already hold the link's seed, which the next render reads. Only a link without a valid seed gets a new one.
    if (parseSeed(new URLSearchParams(window.location.search).get('seed')) !== null) return;
    update({ seed: String(freshSeed()) });
  }, [seed, update]);

  const newSeed = useCallback(() => update({ seed: String(freshSeed()) }, { push: true }), [update]);
  return { seed, newSeed };
}
