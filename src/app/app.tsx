import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Router } from 'wouter';
import { caseInsensitiveParser } from './case-insensitive-parser';
import { formatCarryingHrefs, useFormatCarryingLocation } from './format-carrying-location';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { SiteNav } from './layout/site-nav';
import { SiteFooter } from './layout/site-footer';
import { createQueryClient } from '../lib/query-client';
import { HeadCollectorContext, type HeadCollector } from '../lib/page-meta';
import { installSiteHistory } from '../lib/site-history';

export interface AppProps {
  /** The query cache to use (the server render's, or the browser's hydrated from it); a fresh one by default. */
  queryClient?: QueryClient;
  /**
   * Path and query string of a server render. On the server they are the location; in the browser they are the
   * location the server rendered, used while hydrating so the first render matches, then the address bar rules.
   */
  ssrPath?: string;
  ssrSearch?: string;
  /** Server render only: where pages leave their title, meta tags and structured data. */
  head?: HeadCollector;
  /** Browser only: called once, when the first page has hydrated (or rendered) and is live. */
  onHydrated?: () => void;
}

export function App({ queryClient: given, ssrPath, ssrSearch, head, onHydrated }: AppProps = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(installSiteHistory, []);
  // Once only, with the first page (the routes call it again after each navigation).
  const pending = useRef(onHydrated);
  const [pageCommitted] = useState(() => () => {
    const run = pending.current;
    pending.current = undefined;
    run?.();
  });
  return (
    <QueryClientProvider client={queryClient}>
      <HeadCollectorContext.Provider value={head ?? null}>
        <Router parser={caseInsensitiveParser} ssrPath={ssrPath} ssrSearch={ssrSearch} hook={useFormatCarryingLocation} hrefs={formatCarryingHrefs}>
          <ScrollToTop />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <div className="flex min-h-screen flex-col">
            <SiteNav />
            {/* At least a viewport tall, so the footer starts below the fold and never jumps when a page arrives. */}
            <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
              <AppRoutes onPageCommitted={pageCommitted} />
            </main>
            <SiteFooter />
          </div>
        </Router>
      </HeadCollectorContext.Provider>
    </QueryClientProvider>
  );
}
