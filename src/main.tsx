import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/route-match';
import { createQueryClient } from './lib/query-client';
import { hydrateQueries, readPayload } from './lib/ssr-state';
import './styles/index.css';

const root = document.getElementById('root')!;
const payload = readPayload(document);

if (payload && root.firstElementChild) {
  // Server-rendered page: load its chunk first so the first client render matches the HTML without suspending,
  // fill the query cache with the data it was rendered with, then hydrate.
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, payload.queries);
  const start = () =>
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} ssrPath={payload.path} ssrSearch={payload.search} />
      </StrictMode>,
      {
        // A mismatch React recovers from (by rendering on the client) is still a bug: say so in the console.
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
      },
    );
  // A chunk that fails to load is reported by the route's error boundary when the page renders.
  preloadPage(payload.path).then(start, start);
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
