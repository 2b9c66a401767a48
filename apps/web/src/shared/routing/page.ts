import type { FrameRoute } from '@site/contract/frame';
import type { ComponentType } from 'react';
import type { PlayerMenuItem, SideMenuItem } from '../../brands/types';
import { buildRoutePath, type PathBuilder } from './path-builder';

/**
 * One page of the site, declared once by the feature that owns it
 * (features/<f>/pages.ts). The router's table, the preloads, the side menu's
 * links and the e2e page lists are derived from these declarations, so this
 * module and the declarations stay plain data: no React at run time (types
 * only), so Node code (the e2e suite) can import them.
 */

export interface RouteFlags {
  header: boolean;
  footer: boolean;
  goTop: boolean;
  /**
   * The player's pieces of the header (side menu, game menu, login or user area, protection
   * banner). The agent backend (issue 21) turns them off (and goTop, the floating buttons): its
   * pages keep the site's bar (logo, language, appearance) and add their own small nav.
   */
  player: boolean;
}

export type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

export interface PageDeclaration {
  /** Absolute pattern, e.g. '/game/lobby/:gameType?/:channelCode?'; absent on an index child. */
  path?: string;
  index?: true;
  /** SPEC 2's route name, where SPEC 2 names it: the contract's FRAME_ROUTES are those names (the frame's `navigate`). */
  name?: FrameRoute;
  /** The page module; a plain dynamic import, wrapped with its namespaces by shared/routing/loader.ts. */
  load?: PageLoad;
  /** Translation namespaces loaded with the page (before its first render). */
  namespaces?: string | readonly string[];
  /** Redirect target; a route with `redirect` renders nothing else. */
  redirect?: string;
  /** Fills a missing optional parameter by redirecting (help-center: HelpCenter). */
  defaultParams?: Readonly<Record<string, string>>;
  /** Query parameters the page reads; the path builder puts these in the query string. */
  query?: readonly string[];
  /**
   * The same for every visitor: the server renders its first screen (entry-server.tsx's
   * isServerRendered); a child inherits it from its parent.
   */
  serverRendered?: true;
  /** Shell parts hidden on this page (header, footer, go-to-top); all shown by default. */
  flags?: Partial<RouteFlags>;
  /** The page's title, a translation key ('<namespace>:<key>'), for links derived from declarations (a section's tabs). */
  title?: string;
  /** The side menu's item that links here (DESIGN 6: which items a brand shows is the brand's). */
  sideMenu?: SideMenuItem;
  /**
   * A logged-in player's own page (a visitor meets a login gate there); its children inherit it. Each one is
   * reached from the player's menus: by its own `playerMenu` item or its section's (an item whose page's address
   * its own starts with: the section page links to it). app/shell/SideMenu.test.tsx fails on one that is not.
   */
  needsLogin?: true;
  /** The player's menu item that links here (app/shell/playerMenu.ts: the side menu, and the user menu on desktop). */
  playerMenu?: PlayerMenuItem;
  /** Parameters for a concrete sample of a pattern with required parameters (declaredPages). */
  sample?: Readonly<Record<string, string>>;
  children?: readonly PageDeclaration[];
}

/** Identity, to keep the literal types of a feature's declarations. */
export function definePages<const T extends Record<string, PageDeclaration>>(pages: T): T {
  return pages;
}

/**
 * Where a page lives, without what it loads: its pattern, SPEC 2 name, query and title. A feature
 * declares these in its paths.ts and its pages.ts spreads them into the declarations, so the path
 * builders (and every screen that links) never import the page table whose lazy `import()`s load
 * those screens: no import circle, lazy edges counted (.dependency-cruiser.cjs).
 */
export type PageAddress = Pick<PageDeclaration, 'path' | 'name' | 'query' | 'title'>;

/** Identity, to keep the literal types of a feature's addresses (its path builders are typed from them). */
export function defineAddresses<const T extends Record<string, PageAddress>>(addresses: T): T {
  return addresses;
}

type QueryOf<D> = D extends { query: readonly (infer Q extends string)[] } ? Q : never;

export type PathsOf<T> = {
  [K in keyof T as T[K] extends { path: string } ? K : never]: T[K] extends { path: infer P extends string } ? PathBuilder<P, QueryOf<T[K]>> : never;
};

/** A typed path builder per declared page: `gamesPaths.lobby({ gameType: 6 })` -> '/game/lobby/6'. */
export function pathsOf<const T extends Record<string, PageAddress>>(pages: T): PathsOf<T> {
  const out: Record<string, unknown> = {};
  for (const [key, { path, query = [] }] of Object.entries(pages)) {
    // A name that is also a path parameter (the lobby's channelCode) goes in the path only.
    if (path) out[key] = (args?: Record<string, string | number | null | undefined>) => buildRoutePath(path, query.filter((q) => !path.includes(`:${q}`)), args);
  }
  return out as PathsOf<T>;
}
