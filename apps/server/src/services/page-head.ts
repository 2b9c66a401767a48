import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, toApiLanguage } from '../domain/language';
import type { BrandId, LANGUAGE_LOCALES } from '@site/contract';
import { advertList } from './config';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Where the home carousel stands in the one-column layout (below 1024 px: the
 * 97 px header, 24 px gap, 16 px margins, 5:2, the carousel's border and
 * radius), so the picture painted before the app's code runs is in the very
 * place the app then draws it. The app removes #boot once its own copy shows.
 */
const BOOT_STYLE = `<style>#boot{display:none}@media (max-width:1023px){#boot{display:block;position:absolute;top:121px;left:16px;right:16px;z-index:40;aspect-ratio:5/2;overflow:hidden;border:1px solid var(--color-border);border-radius:20px;background:var(--color-surface-2);pointer-events:none}#boot img{display:block;width:100%;height:100%;object-fit:cover}}@media (max-width:720px){#boot{border-radius:16px}}</style>`;

/**
 * The home page's largest picture is the first advert, which the app can only
 * ask for after its code and the advert list have arrived: index.html names it
 * at once (a preload, before the app's script: the browser asks for it first, not behind the
 * app's two dozen modules) and, on a phone, paints it where the carousel will be.
 */
/**
 * Extra content for one page in one language: for `<head>` (before the app's scripts), and for `<body>` after
 * the app's root. Declared here, where it is made, and read by http/spa.ts (services never import http/).
 */
export type PageExtras = (path: string, language: (typeof LANGUAGE_LOCALES)[keyof typeof LANGUAGE_LOCALES]) => Promise<{ head: string; body: string }>;

export interface PageHeadOptions {
  /** Share of page views that send players' own figures (issue 22): every page says it in `<meta name="site-vitals-sample">`. */
  vitalsSampleRate?: number;
  /** The brand the server presents: its first advert is the one painted (adverts are per brand, issue 38). */
  brand?: BrandId;
}

/** The meta tag the web app's vitals reporter reads (apps/web/src/app/vitals), loaded after the page's load event. */
export function vitalsSampleMeta(rate: number): string {
  const share = Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
  return `\n    <meta name="site-vitals-sample" content="${share}">`;
}

export function pageExtras(db: Kysely<Database>, options: PageHeadOptions = {}): PageExtras {
  const meta = options.vitalsSampleRate === undefined ? '' : vitalsSampleMeta(options.vitalsSampleRate);
  return async (path, language) => {
    if (path !== '/') return { head: meta, body: '' };
    const [first] = await advertList(db, toApiLanguage(language) ?? DEFAULT_LANGUAGE, options.brand);
    if (!first || !first.image.startsWith('/')) return { head: meta, body: '' };
    const src = attribute(first.image);
    return {
      head: `${meta}\n    <link rel="preload" as="image" fetchpriority="high" href="${src}">\n    ${BOOT_STYLE}`,
      body: `<div id="boot" aria-hidden="true"><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></div>`,
    };
  };
}
