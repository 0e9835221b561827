import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { caseInsensitiveParser } from './case-insensitive-parser';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { SiteNav } from './layout/site-nav';
import { SiteFooter } from './layout/site-footer';
import { createQueryClient } from '../lib/query-client';
import { installSiteHistory } from '../lib/site-history';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(installSiteHistory, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Router parser={caseInsensitiveParser}>
        <ScrollToTop />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteNav />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <AppRoutes />
          </main>
          <SiteFooter />
        </div>
      </Router>
    </QueryClientProvider>
  );
}
