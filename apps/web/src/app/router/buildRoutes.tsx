import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router';
import type { PageLoader } from '../../shared/i18n';
import type { AppRoute, RouteFlags } from '../routes';
import { buildRoutePath } from '../../shared/routing/path-builder';

export interface RouteHandle {
  name?: string;
  /** The page loader, to start loading the first page before React asks for it. */
  load?: PageLoader;
  flags?: Partial<RouteFlags>;
  query?: readonly string[];
  serverRendered?: true;
}

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyFor(load: PageLoader): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(load);
  if (!component) {
    component = lazy(load);
    lazyPages.set(load, component);
  }
  return component;
}

/** Redirects keep the query (frontendType, channelCode...) except the catch-all to 404. */
function Redirect({ to, keepQuery }: { to: string; keepQuery: boolean }) {
  const { search } = useLocation();
  return <Navigate to={keepQuery && !to.includes('?') ? `${to}${search}` : to} replace />;
}

function WithDefaultParams({ pattern, defaults, children }: { pattern: string; defaults: Readonly<Record<string, string>>; children: React.ReactNode }) {
  const params = useParams();
  const { search } = useLocation();
  const missing = Object.keys(defaults).filter((name) => !params[name]);
  if (missing.length === 0) return <>{children}</>;
  const filled: Record<string, string> = { ...defaults };
  for (const [name, value] of Object.entries(params)) if (value) filled[name] = value;
  return <Navigate to={`${buildRoutePath(pattern, [], filled)}${search}`} replace />;
}

function elementFor(route: AppRoute) {
  if (route.redirect !== undefined) return <Redirect to={route.redirect} keepQuery={route.path !== '*'} />;
  if (!route.page) return undefined;
  const Page = lazyFor(route.page);
  // A page with children reads the section from the path; the outlet renders an index redirect.
  if (route.children) {
    return (
      <>
        <Page />
        <Outlet />
      </>
    );
  }
  if (route.defaultParams && route.path) {
    return (
      <WithDefaultParams pattern={route.path} defaults={route.defaultParams}>
        <Page />
      </WithDefaultParams>
    );
  }
  return <Page />;
}

/** The route table as React Router route objects (declarative mode: useRoutes). */
export function toRouteObjects(table: readonly AppRoute[]): RouteObject[] {
  return table.map((route): RouteObject => {
    const handle: RouteHandle = { name: route.name, flags: route.flags, query: route.query, load: route.page, serverRendered: route.serverRendered };
    if (route.index) return { index: true, element: elementFor(route), handle };
    return {
      path: route.path,
      element: elementFor(route),
      handle,
      children: route.children ? toRouteObjects(route.children) : undefined,
    };
  });
}

/** Starts loading the pages (and their namespaces) that match a path. */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) void (match.route.handle as RouteHandle | undefined)?.load?.().catch(() => undefined);
}
