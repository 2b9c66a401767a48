import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, CoreErrors } from './api-error';
import { DEFAULT_LANGUAGE, languageOf } from './language';

/** The largest JSON body any call takes (app.ts bodyLimit); uploads have their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Maps anything thrown to an ApiError: a body over the limit is 413 000413, Fastify's other client errors 400 000400, the rest 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError> | undefined;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return CoreErrors.notFound();
  if (status === 429) return CoreErrors.rateLimited();
  if (status === 413) return CoreErrors.payloadTooLarge(JSON_BODY_LIMIT);
  if (status >= 400 && status < 500) return new ApiError(400, '000400', { reason: e?.code ?? 'BAD_REQUEST' });
  return CoreErrors.internal();
}

/** Sends the failure envelope with the catalogue's text in the request's language. */
export function sendError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const msg = app.site.catalogue.describe(error.status, error.code, languageOf(request)) ?? `error: ${error.code}`;
  return reply.code(error.status).type('application/json; charset=utf-8').send({ code: error.code, msg, data: error.data ?? null });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (!(error instanceof ApiError)) {
      if (apiError.status >= 500) request.log.error({ err: error }, 'unhandled error');
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
  const msg = this.site.catalogue.describe(400, '000400', DEFAULT_LANGUAGE) ?? 'error: 000400';
  const body = JSON.stringify({ code: '000400', msg, data: { reason } });
  if (socket.writable) {
    socket.write(`HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
