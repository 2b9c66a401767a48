import type { FastifyRequest } from 'fastify';

/**
 * Set by deploy/nginx.conf.template on every request it passes on (replacing whatever a client sent): the
 * request came through the public edge, where SPEC 6's testing games are never shown (issue 33, finding 6).
 * It only ever takes testing games away, so a client sending it itself hides them from itself, nothing more.
 */
export const PUBLIC_EDGE_HEADER = 'x-public-edge';

/**
 * The host this server was reached at: Host (X-Forwarded-Host only from a TRUST_PROXY address), without its
 * port or an IPv6 address's brackets, lower case. Never `origin_url`: a client names any page it likes there.
 */
export function requestHost(request: FastifyRequest): string {
  const host = (request.host ?? '').toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1] ?? '';
  return host.replace(/:\d+$/, '');
}

/** Whether the request came through the public edge (deploy/nginx.conf.template). */
export function viaPublicEdge(request: FastifyRequest): boolean {
  return request.headers[PUBLIC_EDGE_HEADER] !== undefined;
}

/**
 * SPEC 6: whether this request may list and launch isTesting games: the server was reached at a host the
 * operator named a testing host (TESTING_HOSTS), and not through the public edge. Nothing the client sends
 * makes it true: neither `origin_url` nor the `isTestingDomain` query.
 */
export function isTestingHost(request: FastifyRequest, testingHosts: readonly string[]): boolean {
  return !viaPublicEdge(request) && testingHosts.includes(requestHost(request));
}
