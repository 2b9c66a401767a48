import { declaredPages as webPages } from '../apps/web/src/app/pages';

/**
 * The pages of SPEC 2 as concrete addresses, each with who must be able to reach it by following links
 * and menus from home (e2e/tests/reachability.spec.ts). The list is the web app's own
 * (declaredPages() of apps/web/src/app/pages.ts, derived from the features' page declarations), plus
 * the other instances of a pattern worth reaching (the other finance pages, a sponsor, a game type).
 * Every page is a visitor's unless it is named below as a player's or excluded with the reason a
 * player never follows a link to it: a new declared page is therefore checked at once.
 */
export type Reach = 'visitor' | 'player' | 'excluded';

export interface DeclaredPage {
  path: string;
  reach: Reach;
  why?: string;
}

/** Pages a visitor is not linked to: My account and the finance pages (SPEC 2), and these. */
const PLAYER_PAGES = new Set(['/activity/detail/InviteFriends/NTD', '/favorite']);
const isPlayerPage = (path: string) => /^\/(mine|finance)\//.test(path) || PLAYER_PAGES.has(path);

/** Keyed by pathname (a page whose address carries a query is excluded by its pathname). */
const EXCLUDED: Readonly<Record<string, string>> = {
  '/activity/entry': 'needs the url query: opened from an activity of the list, never linked bare',
  '/finance/newPage': 'needs the type query: the cashier frame opens it in a new window',
  '/finance/bindCard': "opened from inside the cashier frame's withdrawal page (a frame message), not by a site link",
  '/finance/bindAddress': "opened from inside the cashier frame's withdrawal page (a frame message), not by a site link",
  '/ccGamePreparePage': 'the window a game opens in while the game is being prepared',
  '/serviceHand': 'the hand-off to the online chat that apps and messages outside the site open; the service page links the chat itself',
  '/situation/404': 'shown for an unknown address',
  '/situation/500': 'error page: shown when the server fails',
  '/situation/503': 'error page: shown while the server is under maintenance',
  '/situation/comingSoon': 'the placeholder for a feature not open yet: no feature of the site leads to it today',
  '/maintain': 'the public maintenance notice, opened by the maintenance state, not by a link',
  '/game/play/1': 'the game window: a launch button opens it, never a link',
  // Issue 21: the agent backend behind the agent login (/agent/login is reached from the agency page). The crawl
  // logs in as a player, never as an agent; e2e/tests/agent.spec.ts walks these through the agent's own nav.
  ...Object.fromEntries(
    ['/agent', '/agent/members', '/agent/commission', '/agent/invite', '/agent/password'].map((path) => [path, "an agent's page: needs an agent session, which the crawl has not (agent.spec.ts follows the agent nav to each)"]),
  ),
};

/** Other instances of declared patterns, reached as a player walks the site. */
const MORE_INSTANCES = ['/finance/withdraw', '/finance/transfer', '/finance/wallet', '/finance/bindCard', '/finance/bindAddress', '/game/lobby/1', '/stationary/sponsor/1'];

function classify(address: string): DeclaredPage {
  const path = address.split('?')[0] ?? address;
  const why = EXCLUDED[path];
  if (why !== undefined) return { path, reach: 'excluded', why };
  return { path, reach: isPlayerPage(path) ? 'player' : 'visitor' };
}

export const declaredPages: readonly DeclaredPage[] = [...new Set([...webPages(), ...MORE_INSTANCES])].map(classify);
