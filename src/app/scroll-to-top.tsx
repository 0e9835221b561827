import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Every route change starts at the top of the page. Not the first render: the browser has already placed the page
 * (at the top, or at a #fragment), and a visitor who scrolled a server-rendered page before it hydrated must not be
 * sent back to the top when it does.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(location);
  useEffect(() => {
    if (first.current === location) return;
    first.current = '';
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
