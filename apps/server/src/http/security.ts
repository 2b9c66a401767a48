import type { FastifyInstance } from 'fastify';

/** DESIGN 9: no inline scripts, framing only by ourselves, no MIME sniffing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * HSTS (issue 17): browsers that saw it over HTTPS go to HTTPS only for a year, this host and its
 * subdomains, so a network attacker cannot strip the site down to plain HTTP on a later visit. Sent
 * only when the request came over HTTPS: directly (TLS socket) or through a proxy trusted by
 * TRUST_PROXY that says `X-Forwarded-Proto: https` (Fastify's request.protocol believes that header
 * from trusted proxies only). Never over plain HTTP, where browsers ignore it and a local site
 * (http://127.0.0.1) must stay reachable.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Adds the security headers to every response, errors and static files included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
