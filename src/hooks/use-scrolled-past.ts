import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels. Starts false, as on the server, and reads the
 * scroll position once mounted: a page scrolled before it hydrated would otherwise keep the server's markup while
 * its state already said "scrolled" (React does not patch attributes that differ when hydrating).
 */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
