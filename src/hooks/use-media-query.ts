import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches (e.g. '(max-width: 639.98px)'); false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint: the phone layout of tables. */
export const NARROW_QUERY = '(max-width: 639.98px)';
