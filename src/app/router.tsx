import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { RouteErrorBoundary } from './route-error-boundary';
import { redirects, routes } from './routes';
import { Spinner } from '../components/spinner';
import NotFoundPage from '../features/not-found/not-found-page';

function RedirectWithQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}

/** The route table rendered: redirects first, then pages, then not-found. */
export function AppRoutes() {
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
      </Suspense>
    </RouteErrorBoundary>
  );
}
