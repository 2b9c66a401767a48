import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CoreErrors, domainError, DomainError } from '../domain/errors';
import { DEFAULT_LANGUAGE, languageOf } from './language';
import { CORE_ERROR_CODES, CORE_ERRORS } from '@site/contract';

/** The largest JSON body any call takes (app.ts bodyLimit); uploads have their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Node's socket errors that mean the database server cannot be reached or went away. */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs for a server that is stopping, starting or full: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections; class 08 (connection
 * exception) is matched by prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres raises these without a code: a connection lost mid-query, or the pool's connect timeout. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error says the database is out of reach (stopped, restarting, failing over, its
 * connections used up) rather than that the request or the code is wrong: such a failure passes
 * when the database is back, so the caller is told 503 (try later), not 500. Looks through `cause`
 * and an AggregateError's `errors` (Node's connect to several addresses). Errors carrying an HTTP
 * statusCode are Fastify's own (e.g. a client that hung up mid-body): not the database's.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; statusCode?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.statusCode === 'number') return false;
  if (typeof e.code === 'string' && (UNREACHABLE_ERRNOS.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * Maps anything thrown to an DomainError: a body over the limit is 413 000413, Fastify's other client
 * errors 400 000400, the database out of reach 503 000503 (the web app's maintenance screen, which
 * keeps probing and goes home once calls succeed; docs/decisions.md), the rest 500.
 */
export function toApiError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return CoreErrors.maintenance();
  const e = error as Partial<FastifyError> | undefined;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return CoreErrors.notFound();
  if (status === 429) return CoreErrors.rateLimited();
  if (status === 413) return CoreErrors.payloadTooLarge(JSON_BODY_LIMIT);
  if (status >= 400 && status < 500) return domainError(CORE_ERRORS.badRequest, { reason: e?.code ?? 'BAD_REQUEST' });
  return CoreErrors.internal();
}

/** Sends the failure envelope with the catalogue's text in the request's language. */
export function sendError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  const msg = app.site.catalogue.describe(error.status, error.code, languageOf(request)) ?? `error: ${error.code}`;
  return reply.code(error.status).type('application/json; charset=utf-8').send({ code: error.code, msg, data: error.data ?? null });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (!(error instanceof DomainError)) {
      // An outage is the database's trouble, not a bug here: a warning per request, not an error.
      if (apiError.status === 503) request.log.warn({ err: error }, 'database unavailable');
      else if (apiError.status >= 500) request.log.error({ err: error }, 'unhandled error');
      else request.log.info({ err: error }, 'client error');
    }
    return sendError(app, request, reply, apiError);
  });
}

/** Fastify's router errors (a URL that is not valid UTF-8, a path parameter over maxParamLength) in the envelope: 400 000400. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request.server, request, reply, toApiError(error));
}

/**
 * Errors of the HTTP parser, before Fastify has a request (headers or URL over
 * Node's 16 KB, a malformed request line): 400 000400 in the envelope instead
 * of Fastify's own JSON, then the connection is closed as Fastify does.
 * Fastify binds `this` to the instance.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const reason = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const msg = this.site.catalogue.describe(400, CORE_ERROR_CODES.badRequest, DEFAULT_LANGUAGE) ?? 'error: 000400';
  const body = JSON.stringify({ code: CORE_ERROR_CODES.badRequest, msg, data: { reason } });
  if (socket.writable) {
    socket.write(`HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
