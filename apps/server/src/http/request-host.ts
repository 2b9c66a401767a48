import type { FastifyRequest } from 'fastify';

/** The request's host: origin_url (what the SPA sends) or the Host header, without port, lower case. */
export function requestHost(request: FastifyRequest): string {
  const origin = request.headers.origin_url;
  const text = (Array.isArray(origin) ? origin[0] : origin) ?? '';
  if (text) {
    try {
      return new URL(/^https?:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase();
    } catch {
      // fall back to Host
    }
  }
  return (request.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
}
