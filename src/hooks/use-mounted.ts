import { useEffect, useState } from 'react';

/**
 * False on the server and on the first client render, true once mounted. What only the browser knows (local
 * storage: the admin's sign-in) is shown after mount, so the first client render matches the server's HTML and
 * hydration never fails (error #418 for a signed-in admin).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
