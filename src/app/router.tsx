import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { RouteErrorBoundary } from './route-error-boundary';
import { redirects, routes } from './routes';
import { Spinner } from '../components/spinner';
import NotFoundPage from '../features/not-found/not-found-page';

function RedirectWithQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}

/** Runs `run` after its first commit: inside the Suspense boundary, that is once the page itself has hydrated. */
function AfterCommit({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

/**
 * The routes rendered: redirects first, then pages, then not-found. `onPageCommitted` runs once the page is
 * on screen and live (after hydration of a server-rendered page: the Suspense boundary around the routes hydrates
 * after the shell around it).
 */
export function AppRoutes({ onPageCommitted }: { onPageCommitted?: () => void }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {redirects.map((r) => (
            <Route key={`redirect:${r.from}`} path={r.from}>
              <RedirectWithQuery to={r.to} />
            </Route>
          ))}
          {routes.map((r) => (
            <Route key={r.path} path={r.path} component={r.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <AfterCommit run={onPageCommitted} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
