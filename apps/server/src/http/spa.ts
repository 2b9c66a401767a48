import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SpaIndex {
  /** True when the built web app (its index.html) is there. */
  exists(): boolean;
  /** index.html with `<meta name="site-brand" content="...">`, or undefined without a build. */
  html(): string | undefined;
  send(reply: FastifyReply): FastifyReply;
}

const BRAND_META = /<meta\s+name=["']site-brand["'][^>]*>/i;

export function injectBrand(html: string, brand: string): string {
  const meta = `<meta name="site-brand" content="${brand.replace(/[^a-z0-9-]/gi, '')}">`;
  if (BRAND_META.test(html)) return html.replace(BRAND_META, meta);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

/**
 * The SPA's index.html, read again when the build changes (its mtime), with
 * the brand injected. Sent with `no-cache` so a new build is picked up at once.
 */
export function spaIndex(webRoot: string, brand: string): SpaIndex {
  const file = join(webRoot, 'index.html');
  let cache: { mtimeMs: number; html: string } | undefined;
  const html = (): string | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cache = undefined;
      return undefined;
    }
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, html: injectBrand(readFileSync(file, 'utf8'), brand) };
    return cache.html;
  };
  return {
    exists: () => html() !== undefined,
    html,
    send: (reply) => reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html() ?? ''),
  };
}

/** A browser navigation: a GET/HEAD whose Accept names text/html. */
export function isHtmlNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}
