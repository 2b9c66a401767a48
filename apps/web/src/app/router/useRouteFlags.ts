import { useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { DEFAULT_FLAGS, type RouteFlags } from '../routes';
import type { RouteHandle } from './buildRoutes';

/** Header, footer and go-to-top flags of the deepest matching route (parents first). */
export function flagsFor(routes: RouteObject[], pathname: string): RouteFlags {
  const matches = matchRoutes(routes, pathname) ?? [];
  const flags = { ...DEFAULT_FLAGS };
  for (const match of matches) Object.assign(flags, (match.route.handle as RouteHandle | undefined)?.flags);
  return flags;
}

export function useRouteFlags(routes: RouteObject[]): RouteFlags {
  const { pathname } = useLocation();
  return useMemo(() => flagsFor(routes, pathname), [routes, pathname]);
}
