import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/route-match';
import { createQueryClient } from './lib/query-client';
import type { EarlyInput } from './lib/early-input';
import { hydrateQueries, pageSearch, readPayload } from './lib/ssr-state';

/** Marks the document once the first page is live (hydrated or rendered): `<html data-hydrated="true">`. */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Hydrates the server-rendered page (or renders it afresh); called by main.tsx once React DOM is evaluated. React
 * takes over events when it starts; what was clicked or typed before that is replayed once the page has hydrated.
 */
export function start(earlyInput?: EarlyInput) {
  const root = document.getElementById('root')!;
  const payload = readPayload(document);

  // A page prerendered at build time was rendered without a query string. Opened from a link that carries one (a
  // simulator's seed and inputs), the first client render must read the link, not the prerendered defaults: pages
  // write their settled inputs back to the address bar in effects, which would otherwise overwrite the link while
  // hydrating. Such a page is rendered afresh in the browser (its chunk is loaded first, so it replaces the
  // prerendered HTML in one step).
  // A page rendered on request was rendered for the query parameters it reads only (others, like `?utm_source=`,
  // share that render): it hydrates when the link's own parameters give the same.
  const linkSearch = window.location.search.replace(/^\?/, '');
  const renderedFor = payload?.params ? pageSearch(linkSearch, payload.params) : linkSearch;

  if (payload && root.firstElementChild && payload.search === renderedFor) {
    // Server-rendered page: load its chunk first so the first client render matches the HTML without suspending,
    // fill the query cache with the data it was rendered with, then hydrate.
    const queryClient = createQueryClient();
    hydrateQueries(queryClient, payload.queries);
    // Hydrating in a transition lets React yield to the browser every few milliseconds (time-sliced), instead of one
    // long task for the whole page: a tap during hydration is handled at once and no main-thread task runs long.
    const hydrate = () => {
      earlyInput?.stop();
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App
              queryClient={queryClient}
              ssrPath={payload.path}
              ssrSearch={payload.search}
              onHydrated={() => {
                markHydrated();
                earlyInput?.replay();
              }}
            />
          </StrictMode>,
          {
            // A mismatch React recovers from (by rendering on the client) is still a bug: say so in the console.
            onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
          },
        );
      });
    };
    // A chunk that fails to load is reported by the route's error boundary when the page renders.
    preloadPage(payload.path).then(hydrate, hydrate);
  } else {
    // Also time-sliced: the prerendered HTML stays on screen until the client render commits in one step.
    const render = () => {
      earlyInput?.stop();
      const reactRoot = createRoot(root);
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <App onHydrated={markHydrated} />
          </StrictMode>,
        ),
      );
    };
    if (root.firstElementChild) preloadPage(window.location.pathname).then(render, render);
    else render();
  }
}
