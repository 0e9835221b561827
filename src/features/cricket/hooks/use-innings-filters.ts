import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filtersToSearch, parseFilters, type InningsFilters } from '../utils/innings-filter';

/** The career page's filters, read from and written to the URL query (replacing the history entry). */
export function useInningsFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback(
    (next: InningsFilters) => {
      const qs = filtersToSearch(next, search);
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [navigate, path, search],
  );
  return [filters, setFilters] as const;
}
