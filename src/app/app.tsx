import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { caseInsensitiveParser } from './case-insensitive-parser';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { SiteNav } from './layout/site-nav';
import { SiteFooter } from './layout/site-footer';
import { createQueryClient } from '../lib/query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router parser={caseInsensitiveParser}>
        <ScrollToTop />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteNav />
          {/* At least a viewport tall, so the footer starts below the fold and never jumps when a page arrives (issue 11). */}
          <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
            <AppRoutes />
          </main>
          <SiteFooter />
        </div>
      </Router>
    </QueryClientProvider>
  );
}
