import { ACTIVITY_PAGES_PREFIX as ACTIVITY_PAGES } from '@site/contract/api/activity-list';

export interface FrameOptions {
  /** The site's own origin (window.location.origin). */
  siteOrigin: string;
  /** A configured activity host, if the activity pages live on another origin. */
  activityOrigin?: string | undefined;
  /** The page's language (API code TW, EN, TH) and theme, passed to our page. */
  lang: string;
  theme: 'dark' | 'light';
  /** The brand whose activity this is. */
  brand: string;
}

/**
 * The entry screen's frame source, or null when the url may not be framed:
 * parsed with URL (never string matching), it must be http(s) on the site's
 * own origin or the configured activity origin, carry no credentials, and its
 * normalised path must lie under /activity-pages/. A relative url is the
 * site's own. The language and theme are added to the query.
 */
export function activityFrameSource(raw: string | null | undefined, o: FrameOptions): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, o.siteOrigin);
  } catch {
    return null;
  }
  const allowed = new Set([new URL(o.siteOrigin).origin]);
  if (o.activityOrigin) {
    try {
      allowed.add(new URL(o.activityOrigin).origin);
    } catch {
      // A bad configured origin allows nothing more.
    }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !allowed.has(url.origin)) return null;
  if (!url.pathname.startsWith(ACTIVITY_PAGES) || url.pathname.length <= ACTIVITY_PAGES.length) return null;
  url.searchParams.set('lang', o.lang);
  url.searchParams.set('theme', o.theme);
  url.searchParams.set('brand', o.brand);
  url.hash = '';
  return url.href;
}
