import { ACTIVITY_PAGES_PREFIX, isBrandId, type BrandId } from '@site/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, toApiLanguage, type ApiLanguage } from '../../domain/language';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { label } from '../labels';
import { activityByCode, activityImage } from './list';

/**
 * Our own activity pages, the only pages the web app's entry screen frames
 * (SPEC 2: detail paths open in /activity/entry?url=...):
 *   /activity-pages/<code>        an activity's detail page
 *   /activity-pages/theme/<code>  the same activity in its theme layout (the activity-theme prefix)
 * Query lang (TW, EN, TH or zh-TW, en, th) and theme (light, dark). The
 * operator's body goes through sanitizeOperatorHtml; the page runs no script
 * (its CSP allows none) and may be framed by the site only.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const TEXTS: Record<ApiLanguage, { period: string; until: string; notFound: string; ended: string; htmlLang: string; wagering: (n: number) => string }> = {
  TW: { period: '活動期間', until: '起，長期有效', notFound: '找不到此活動，活動可能已結束', ended: '此活動已結束', htmlLang: 'zh-TW', wagering: (n) => `流水要求：獎金的 ${n} 倍` },
  EN: { period: 'Period', until: 'onwards, until further notice', notFound: 'This promotion was not found; it may have ended', ended: 'This promotion has ended', htmlLang: 'en', wagering: (n) => `Wagering: ${n}x the bonus` },
  TH: { period: 'ระยะเวลา', until: 'เป็นต้นไป จนกว่าจะมีประกาศ', notFound: 'ไม่พบโปรโมชั่นนี้ อาจสิ้นสุดแล้ว', ended: 'โปรโมชั่นนี้สิ้นสุดแล้ว', htmlLang: 'th', wagering: (n) => `ยอดเทิร์นโอเวอร์: ${n} เท่าของโบนัส` },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A server day (+08:00, SPEC 9) as YYYY/MM/DD. */
const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');

const STYLE = `
:root{color-scheme:light;--bg:#ffffff;--fg:#1f2329;--muted:#555d68;--accent:#8a5a00;--band:#fff4dc}
:root.dark{color-scheme:dark;--bg:#15171c;--fg:#eef0f3;--muted:#b4bac4;--accent:#f5c542;--band:#2a2416}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,sans-serif}
main{max-width:760px;margin:0 auto;padding:16px}
img.banner{display:block;width:100%;height:auto;border-radius:12px}
h1{font-size:1.5rem;margin:16px 0 4px}
.period{color:var(--muted);margin:0 0 16px}
.theme header{background:var(--band);padding:16px;border-radius:12px}
.theme h1{color:var(--accent)}
a{color:var(--accent)}
`;

function document(lang: ApiLanguage, dark: boolean, title: string, inner: string, theme = false): string {
  return `<!doctype html><html lang="${TEXTS[lang].htmlLang}"${dark ? ' class="dark"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body${theme ? ' class="theme"' : ''}><main>${inner}</main></body></html>`;
}

export interface PageInput {
  brand: BrandId;
  code: string;
  lang: ApiLanguage;
  dark: boolean;
  theme: boolean;
  now?: string;
}

/** The page's HTML and status (404 with a message for an unknown code). */
export async function renderActivityPage(app: FastifyInstance, input: PageInput): Promise<{ status: number; html: string }> {
  const { lang } = input;
  const row = /^[a-z0-9-]{1,64}$/.test(input.code) ? await activityByCode(app.site.db, input.brand, input.code) : undefined;
  const t = TEXTS[lang];
  if (!row) return { status: 404, html: document(lang, input.dark, t.notFound, `<h1>${esc(t.notFound)}</h1>`) };
  const now = input.now ?? new Date().toISOString();
  const title = label(row.titles, lang);
  const period = row.end_time ? `${day(row.start_time)} - ${day(row.end_time)}` : `${day(row.start_time)} ${t.until}`;
  const ended = row.display_end_time <= now || (row.end_time !== null && row.end_time <= now);
  const inner = [
    '<article><header>',
    `<img class="banner" src="${esc(activityImage(row.brand, row.code, lang))}" alt="" width="750" height="300">`,
    `<h1>${esc(title)}</h1>`,
    `<p class="period">${esc(t.period)}: ${esc(period)}</p>`,
    // The promotion's own wagering multiple (issue 38: set in the back office), said before the player joins.
    row.wagering_multiple !== null ? `<p class="period">${esc(t.wagering(row.wagering_multiple))}</p>` : '',
    '</header>',
    ended ? `<p role="status"><strong>${esc(t.ended)}</strong></p>` : '',
    `<p>${esc(label(row.summaries, lang))}</p>`,
    sanitizeOperatorHtml(label(row.bodies, lang)),
    '</article>',
  ].join('');
  return { status: 200, html: document(lang, input.dark, title, inner, input.theme) };
}

function send(reply: FastifyReply, page: { status: number; html: string }): FastifyReply {
  return reply
    .code(page.status)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

type Query = { lang?: string; theme?: string; brand?: string };

export function registerActivityPages(app: FastifyInstance): void {
  const options = (request: { query: Query }, code: string, theme: boolean): PageInput => {
    const q = request.query;
    return {
      brand: isBrandId(q.brand) ? q.brand : app.site.brand,
      code,
      lang: toApiLanguage(q.lang) ?? DEFAULT_LANGUAGE,
      dark: q.theme === 'dark',
      theme,
    };
  };
  app.get<{ Params: { code: string }; Querystring: Query }>(`${ACTIVITY_PAGES_PREFIX}theme/:code`, async (request, reply) =>
    send(reply, await renderActivityPage(app, options(request, request.params.code, true))),
  );
  app.get<{ Params: { code: string }; Querystring: Query }>(`${ACTIVITY_PAGES_PREFIX}:code`, async (request, reply) =>
    send(reply, await renderActivityPage(app, options(request, request.params.code, false))),
  );
}
