import { activityPaths } from '../../features/activity/paths';
import { gamesPaths } from '../../features/games/paths';
import { vipPaths } from '../../features/vip/paths';

/** The links of an activity (contract ActivityItem) in SPEC 2's priority order, and its login flag. */
export interface ActivityLinks {
  pcLink?: string;
  aiLink?: string;
  actionLink?: string;
  h5Link?: string;
  isNeedLogin?: boolean;
}

/** Our own activity pages; a theme activity's page lives under the activity-theme prefix. */
export const ACTIVITY_PAGES = '/activity-pages/';
export const ACTIVITY_THEME_PREFIX = `${ACTIVITY_PAGES}theme/`;

export type ActivityTarget =
  /** A page of the site: navigate inside the app. */
  | { kind: 'route'; to: string }
  /** An absolute http(s) link: a new window with noopener,noreferrer. */
  | { kind: 'window'; href: string }
  /** Nothing usable: the card is not a link. */
  | { kind: 'none' };

const SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** SPEC 2: pc link, then ai link, action link, h5 link; the first that is not blank. */
export function activityLinkOf(links: ActivityLinks): string {
  for (const link of [links.pcLink, links.aiLink, links.actionLink, links.h5Link]) {
    const value = link?.trim();
    if (value) return value;
  }
  return '';
}

/**
 * Where one activity link leads (SPEC 2 "Activity link opening"):
 * - 'sports' and 'shop' (the special values): the sports page and the shop
 *   (the points-coupon exchange on the VIP page, docs/decisions.md);
 * - 'theme/<name>': the theme page under the activity-theme prefix, framed by the entry screen;
 * - 'detail/<code>' or a path under /activity-pages/: the entry screen with the url query;
 * - an absolute http(s) url: a new window;
 * - another path of the site ('/activity/detail/InviteFriends/NTD'): navigate there.
 * Anything else (a protocol-relative '//host', javascript:, a bad slug) leads nowhere.
 */
export function resolveActivityLink(link: string): ActivityTarget {
  const value = link.trim();
  if (value === '') return { kind: 'none' };
  if (value === 'sports') return { kind: 'route', to: gamesPaths.sports() };
  if (value === 'shop') return { kind: 'route', to: vipPaths.vip() };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.username || url.password ? { kind: 'none' } : { kind: 'window', href: url.href };
    } catch {
      return { kind: 'none' };
    }
  }
  const special = /^\/?(theme|detail)\/([^/?#]+)$/.exec(value);
  if (special) {
    const [, kind, name = ''] = special;
    if (!SLUG.test(name)) return { kind: 'none' };
    return { kind: 'route', to: activityPaths.entry(kind === 'theme' ? `${ACTIVITY_THEME_PREFIX}${name}` : `${ACTIVITY_PAGES}${name}`) };
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return { kind: 'none' };
  // Parsed against a placeholder origin: only the path, query and hash of the site are kept.
  const url = new URL(value, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return { kind: 'none' };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname.startsWith(ACTIVITY_PAGES) ? { kind: 'route', to: activityPaths.entry(path) } : { kind: 'route', to: path };
}

/** The target of an activity: its first link by priority, resolved. */
export function activityTarget(links: ActivityLinks): ActivityTarget {
  return resolveActivityLink(activityLinkOf(links));
}

export type OpenDecision =
  | ActivityTarget
  /** A visitor opened an isNeedLogin activity: keep `pending` (opened after login, shared/session/login.ts) and open the login popup. */
  | { kind: 'login'; pending: string };

/** What opening an activity does for this visitor or player. */
export function decideOpen(activity: ActivityLinks, loggedIn: boolean): OpenDecision {
  const target = activityTarget(activity);
  if (target.kind === 'none' || loggedIn || !activity.isNeedLogin) return target;
  return { kind: 'login', pending: target.kind === 'route' ? target.to : target.href };
}
