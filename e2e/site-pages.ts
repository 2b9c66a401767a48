/**
 * The pages of SPEC 2 (apps/web/src/app/routes.ts) as concrete addresses, each with who must be able to
 * reach it by following links and menus from home (e2e/tests/reachability.spec.ts). Redirect-only routes
 * (/activity, /finance, /game, /mine, /sports, /situation, the notification and game-rule indexes) are no
 * pages of their own and are left out. A page is excluded only with the reason a player never follows a
 * link to it. This list stands in for the one the web app will derive from its page declarations: only
 * this module needs to change to switch to it.
 */
export type Reach = 'visitor' | 'player' | 'excluded';

export interface DeclaredPage {
  path: string;
  reach: Reach;
  why?: string;
}

const visitor = (path: string): DeclaredPage => ({ path, reach: 'visitor' });
const player = (path: string): DeclaredPage => ({ path, reach: 'player' });
const excluded = (path: string, why: string): DeclaredPage => ({ path, reach: 'excluded', why });

export const declaredPages: readonly DeclaredPage[] = [
  visitor('/'),
  visitor('/activity/list'),
  excluded('/activity/entry', 'needs the url query: opened from an activity of the list, never linked bare'),
  player('/activity/detail/InviteFriends/NTD'),
  player('/favorite'),
  player('/finance/passbook'),
  excluded('/finance/newPage', 'needs the type query: the cashier frame opens it in a new window'),
  player('/finance/recharge'),
  player('/finance/withdraw'),
  player('/finance/transfer'),
  player('/finance/wallet'),
  excluded('/finance/bindCard', "opened from inside the cashier frame's withdrawal page (a frame message), not by a site link"),
  excluded('/finance/bindAddress', "opened from inside the cashier frame's withdrawal page (a frame message), not by a site link"),
  excluded('/ccGamePreparePage', 'the window a game opens in while the game is being prepared'),
  visitor('/game/lobby'),
  visitor('/game/lobby/1'),
  player('/mine/betRecord'),
  player('/mine/vip'),
  player('/mine/account'),
  player('/mine/account/address'),
  player('/mine/notification/announcement'),
  player('/mine/notification/trade'),
  player('/mine/notification/system'),
  player('/mine/notification/mail'),
  visitor('/stationary/media-cabinet'),
  visitor('/stationary/about-us'),
  ...['safety', 'responsibility', 'tos', 'terms', 'privacy'].map((section) => visitor(`/stationary/about-us/${section}`)),
  ...['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'].map((rule) => visitor(`/stationary/game-rule/${rule}`)),
  visitor('/stationary/agency'),
  visitor('/stationary/help-center/HelpCenter'),
  visitor('/stationary/app-download'),
  visitor('/stationary/sponsor'),
  visitor('/stationary/sponsor/1'),
  visitor('/service'),
  excluded('/serviceHand', 'the hand-off to the online chat that apps and messages outside the site open; the service page links the chat itself'),
  excluded('/situation/404', 'shown for an unknown address'),
  excluded('/situation/500', 'error page: shown when the server fails'),
  excluded('/situation/503', 'error page: shown while the server is under maintenance'),
  excluded('/situation/comingSoon', 'the placeholder for a feature not open yet: no feature of the site leads to it today'),
  excluded('/maintain', 'the public maintenance notice, opened by the maintenance state, not by a link'),
];
