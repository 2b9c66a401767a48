import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, CoreErrors } from './api-error';
import { languageOf } from './language';

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
