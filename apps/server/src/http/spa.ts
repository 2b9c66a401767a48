import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LANGUAGE_LOCALES } from '@site/contract';
import { brandStyle, isBrandId, type BrandId } from '@site/contract/brands';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageExtras } from '../services/page-head';
import { pageFiles, pagePreloadLinks, readPreloads, type Preloads } from './preloads';
import { visitorAppearance, visitorLanguage, type PageRenderer, type RenderedPage, type UiLanguage } from './ssr';

export type { UiLanguage };
const UI_LANGUAGES: readonly string[] = Object.values(LANGUAGE_LOCALES);

export type { PageExtras };

export interface SpaIndex {
  /** True when the built web app (its index.html) is there. */
  exists(): boolean;
  /** index.html with `<meta name="site-brand" content="...">`, or undefined without a build. */
  html(): string | undefined;
  /** index.html for this navigation: `lang`, the page's preloads and head in the visitor's language. */
  send(reply: FastifyReply, request: FastifyRequest): Promise<FastifyReply>;
}

const BRAND_META = /<meta\s+name=["']site-brand["'][^>]*>/i;

/** The brand's meta (the app reads it) and, on `<html>`, its mark and colours, so the first paint is the brand's (the app finds them set). */
export function injectBrand(html: string, brand: string): string {
  const marked = isBrandId(brand) ? markRoot(html, brand) : html;
  const meta = `<meta name="site-brand" content="${brand.replace(/[^a-z0-9-]/gi, '')}">`;
  if (BRAND_META.test(marked)) return marked.replace(BRAND_META, meta);
  const head = /<head(\s[^>]*)?>/i.exec(marked);
  if (!head) return `${meta}${marked}`;
  const at = head.index + head[0].length;
  return `${marked.slice(0, at)}\n    ${meta}${marked.slice(at)}`;
}

function markRoot(html: string, brand: BrandId): string {
  return html.replace(/<html(\s[^>]*)?>/i, (tag) => {
    const bare = tag.replace(/\s(data-brand|style)=("[^"]*"|'[^']*'|\S+)/gi, '');
    return bare.replace(/^<html/i, `<html data-brand="${brand}" style="${brandStyle(brand)}"`);
  });
}

/** The web app's language from its `site-lang` cookie (the app writes it), else the default zh-TW. */
export function uiLanguageOf(request: FastifyRequest): UiLanguage {
  const cookie = request.headers.cookie ?? '';
  const value = /(?:^|;\s*)site-lang=([^;]*)/.exec(cookie)?.[1];
  return UI_LANGUAGES.includes(value ?? '') ? (value as UiLanguage) : LANGUAGE_LOCALES.TW;
}

/** What `personalise` adds to index.html, each part where it is named. */
export interface PageParts {
  /** Before the app's first script in `<head>`, so the browser asks for it first. */
  beforeScripts?: string;
  /** At the end of `<head>`. */
  headEnd?: string;
  /** After the app's root element. */
  afterRoot?: string;
}

/** Sets `<html lang>` and puts each of `parts` in its place. */
export function personalise(html: string, language: UiLanguage, { beforeScripts = '', headEnd = '', afterRoot = '' }: PageParts = {}): string {
  const withLang = /<html(\s[^>]*)?>/i.test(html)
    ? html.replace(/<html(\s[^>]*)?>/i, (tag) => (/\slang=/i.test(tag) ? tag.replace(/\slang=("[^"]*"|'[^']*'|\S+)/i, ` lang="${language}"`) : tag.replace(/^<html/i, `<html lang="${language}"`)))
    : html;
  const headClose = withLang.search(/<\/head>/i);
  const firstScript = withLang.search(/<script\b/i);
  const scriptsAt = firstScript >= 0 && (headClose < 0 || firstScript < headClose) ? firstScript : headClose;
  const withEarly = beforeScripts && scriptsAt >= 0 ? `${withLang.slice(0, scriptsAt)}${beforeScripts.trim()}\n    ${withLang.slice(scriptsAt)}` : withLang;
  const withHead = headEnd ? withEarly.replace(/<\/head>/i, `${headEnd}\n  </head>`) : withEarly;
  return afterRoot ? withHead.replace(/<div id="root"><\/div>/i, (root) => `${root}\n    ${afterRoot}`) : withHead;
}

/**
 * The SPA's index.html, read again when the build changes (its mtime), with
 * the brand injected, and for each navigation the language of the visitor and
 * the preloads of the page asked for. Sent with `no-cache` so a new build is
 * picked up at once.
 */
export function spaIndex(webRoot: string, brand: string, pageExtras?: PageExtras, renderer?: PageRenderer): SpaIndex {
  const file = join(webRoot, 'index.html');
  let cache: { mtimeMs: number; html: string; preloads: Preloads | undefined } | undefined;
  const build = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cache = undefined;
      return undefined;
    }
    if (!cache || cache.mtimeMs !== mtimeMs) {
      cache = { mtimeMs, html: injectBrand(readFileSync(file, 'utf8'), brand), preloads: readPreloads(webRoot) };
    }
    return cache;
  };
  const ready = new WeakMap<RenderedPage, CompressedHtml>();
  const pageExtrasOf = (request: FastifyRequest, path: string, language: UiLanguage) =>
    pageExtras
      ? pageExtras(path, language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page extras failed');
          return { head: '', body: '' };
        })
      : Promise.resolve({ head: '', body: '' });
  return {
    exists: () => build() !== undefined,
    html: () => build()?.html,
    send: async (reply, request) => {
      const moved = tokenRefused(request.url);
      if (moved) return reply.code(303).header('location', moved).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
      const built = build();
      const path = request.url.split('?')[0] ?? '/';
      const search = request.url.slice(path.length);
      const appearance = visitorAppearance(request);
      const ssrLanguage: UiLanguage = visitorLanguage(request) ?? LANGUAGE_LOCALES.TW;
      const rendered = built && renderer ? await renderer.render(request, request.url, ssrLanguage, appearance) : undefined;
      if (rendered && built) {
        // One rendered page is sent many times while it is kept: its HTML is put together and compressed once.
        let sent = ready.get(rendered);
        if (!sent) {
          const extras = await pageExtrasOf(request, path, ssrLanguage);
          const preloads = built.preloads ? pagePreloadLinks(built.preloads, path, ssrLanguage, brand, { rendered: true, search }) : '';
          // A rendered page paints its own first advert: the boot picture (painted before the app's code) is for the shell only.
          // Its scripts only hydrate: asked for once the page has loaded (hydrateAfterLoad).
          const { html, script } = hydrateAfterLoad(built.html, built.preloads ? pageFiles(built.preloads, path, ssrLanguage, brand, search).js : []);
          const page = personalise(html, ssrLanguage, { beforeScripts: extras.head, headEnd: `${preloads}${script}`, afterRoot: stateScript(rendered) });
          sent = compressedOnce(withAppearance(fillRoot(page, rendered), appearance));
          ready.set(rendered, sent);
        }
        return sendHtml(reply, request, sent);
      }
      // The shell's language is what the app will pick itself (its cookie, else zh-TW).
      const language = uiLanguageOf(request);
      const preloads = built?.preloads ? pagePreloadLinks(built.preloads, path, language, brand, { search }) : '';
      const extras = await pageExtrasOf(request, path, language);
      const html = built ? personalise(built.html, language, { beforeScripts: extras.head, headEnd: preloads, afterRoot: extras.body }) : '';
      return reply.code(200).header('cache-control', 'no-cache').header('vary', 'cookie, accept-language').type('text/html; charset=utf-8').send(html);
    },
  };
}

interface CompressedHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function compressedOnce(html: string): CompressedHtml {
  const raw = Buffer.from(html);
  return { html, br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(raw, { level: 9 }) };
}

/** A rendered page, compressed as the browser accepts (the compression plugin leaves an encoded reply alone). */
function sendHtml(reply: FastifyReply, request: FastifyRequest, page: CompressedHtml): FastifyReply {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.code(200).header('cache-control', 'no-cache').header('vary', 'cookie, accept-language, accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/** The app's entry script in the built index.html (Vite writes one, in the head). */
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>/i;

/**
 * A rendered page without its entry script, and instead the one that asks for it (and for the chunks it
 * imports at once) after the page's load event (public/hydrate.js, issue 22): the page is painted and
 * navigable from its HTML, the scripts only hydrate it, and fetched earlier they took the line and the
 * processor from its pictures (the largest paint came at twice a static copy's).
 */
export function hydrateAfterLoad(html: string, chunks: readonly string[]): { html: string; script: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, script: '' };
  const names = chunks.filter((chunk) => chunk !== entry).join(' ');
  return { html: html.replace(ENTRY_SCRIPT, ''), script: `\n    <script defer src="/hydrate.js" data-entry="${entry}" data-chunks="${names}"></script>` };
}

/** The query cache's dehydrated state and the settings the page was rendered with: data, not a script (CSP script-src 'self'). */
function stateScript(rendered: RenderedPage): string {
  return `<script type="application/json" id="ssr-state">${rendered.state}</script>`;
}

/** The rendered markup inside the app's root element. */
export function fillRoot(html: string, rendered: RenderedPage): string {
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${rendered.html}</div>`);
}

/** A chosen dark or light appearance on `<html>` at once (the app's applyTheme sets the same class). */
function withAppearance(html: string, appearance: string): string {
  if (appearance !== 'dark' && appearance !== 'light') return html;
  return html.replace(/<html(\s[^>]*)?>/i, (tag) => (/\sclass=/i.test(tag) ? tag : tag.replace(/^<html/i, `<html class="${appearance}"`)));
}

/** The fragment the web app reads to say that a login link with a bare token was refused. */
export const TOKEN_REFUSED_FRAGMENT = '#token-refused';

/**
 * A bare long-lived token in the address (`?token=...`, SPEC 4's old login link) no longer logs in
 * (issue 17, DESIGN 9: a link carries a one-time `#code=`, see services/accounts/login-codes.ts).
 * Answered by a redirect to the same address without it (`no-referrer`, `no-store`), marked
 * `#token-refused` so the page says why nobody was logged in; the token never reaches the page.
 */
export function tokenRefused(url: string): string | undefined {
  const parsed = new URL(url, 'http://site.invalid');
  if (!parsed.searchParams.has('token')) return undefined;
  parsed.searchParams.delete('token');
  // One leading slash: `//host` in a Location would leave the site.
  return `${parsed.pathname.replace(/^\/+/, '/')}${parsed.search}${TOKEN_REFUSED_FRAGMENT}`;
}

/** A browser navigation: a GET/HEAD whose Accept names text/html. */
export function isHtmlNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}
