import { isBrandId, pathParams, SUCCESS_CODE, type BrandId, type Endpoint } from '@site/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type * as z from 'zod/mini';
import { CoreErrors } from '../domain/errors';
import { breakCheck, type BreakPlayer } from './break-gate';
import { languageOf, type ApiLanguage } from './language';
import { PRIVATE_CACHE_CONTROL, publicAnswerStore, publicKey, sendPublicAnswer } from './public-answer';
import { verifySignedHeaders } from './sign';
import { servedPath } from '../openapi';
import { authenticate, type Session } from '../services/accounts/sessions';
import { authenticateStaff, type StaffSession } from '../services/staff/sessions';

export interface RouteContext<E extends Endpoint> {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  params: Record<string, string>;
  lang: ApiLanguage;
  /** The brand the request was signed for (or the server's brand on unsigned routes). */
  brand: BrandId;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's session: always set on `auth` endpoints; on others only with `optionalAuth`. */
  session: Session | undefined;
  /** The staff member's session: always set on `auth: 'staff'` endpoints (issue 37), never on others. */
  staff: StaffSession | undefined;
  /** The device-id header (signed on signed routes). */
  deviceId: string;
}

/** The session of an `auth` endpoint (the hook already refused the request without one). */
export function sessionOf(ctx: { session: Session | undefined }): Session {
  if (!ctx.session) throw CoreErrors.tokenMissing();
  return ctx.session;
}

/** The staff session of an `auth: 'staff'` endpoint (the hook already refused the request without one). */
export function staffOf(ctx: { staff: StaffSession | undefined }): StaffSession {
  if (!ctx.staff) throw CoreErrors.tokenMissing();
  return ctx.staff;
}

/** What a handler returns when it has sent the reply itself (a stream, a file). */
export const SENT: unique symbol = Symbol('sent');

export type Handler<E extends Endpoint> = (
  ctx: RouteContext<E>,
) => Promise<z.input<E['response']> | typeof SENT> | z.input<E['response']> | typeof SENT;

export interface RouteOptions {
  /** Mount point; by default '/api' unless the path is one of UNPREFIXED_PATHS (/maintain). */
  prefix?: string;
  /** Require the sign headers (DESIGN 3). Default true. */
  signed?: boolean;
  /** Answer 503 while maintenance is on. Default true; the errorCode calls say false. */
  maintenanceGate?: boolean;
  /** Per-route Fastify config, e.g. `{ rateLimit: { max: 5, timeWindow: '1 minute' } }`. */
  config?: RouteShorthandOptions['config'];
  /** Read the token when there is one, without requiring it; a bad token is ignored. */
  optionalAuth?: boolean;
  /**
   * The answer to a caller without a session depends only on the request (URL, language, brand,
   * host): kept compressed with an ETag and a public Cache-Control (http/public-answer.ts).
   * Every other answer says `Cache-Control: no-store`.
   */
  public?: boolean;
  /** This route's largest body in bytes (default the app's JSON_BODY_LIMIT). */
  bodyLimit?: number;
  /** The refusal of an invalid query or body (default 400 000400 listing the issues). */
  refuseInput?: (issues: Issue[]) => Error;
  /** Whose time-out or self-exclusion the contract's break policy checks when the endpoint has no player session (the game window's game-session). */
  breakPlayer?: BreakPlayer;
}

export interface Issue {
  in: 'params' | 'query' | 'body';
  path: string;
  message: string;
}

type ParseResult = ReturnType<z.ZodMiniType['safeParse']>;

function collect(where: Issue['in'], result: ParseResult, into: Issue[]): void {
  if (result.success) return;
  for (const issue of result.error.issues) {
    into.push({ in: where, path: issue.path.map(String).join('.'), message: issue.message });
  }
}

// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Whether a query or body holds a NUL anywhere: no text column of PostgreSQL can store one, so no input may carry it. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Uploads arrive as raw bytes (a Buffer), where a zero byte is just data.
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}

function paramsOk(names: string[], raw: unknown): Record<string, string> {
  const params = (raw ?? {}) as Record<string, string>;
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = params[name];
    // No id, order number or code has a control character; PostgreSQL cannot even compare one (NUL).
    if (typeof value !== 'string' || value.length === 0 || value.length > 128 || CONTROL_CHARACTER.test(value)) {
      throw CoreErrors.badRequest({ issues: [{ in: 'params', path: name, message: 'invalid path parameter' }] });
    }
    out[name] = value;
  }
  return out;
}

/** Sends a success envelope after checking the data against the contract (a mismatch is our bug: 500). */
function checkedEnvelope(log: FastifyBaseLogger, endpoint: Endpoint, data: unknown) {
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    log.error({ endpoint: endpoint.id, issues: parsed.error.issues }, 'response does not match the contract');
    throw CoreErrors.internal();
  }
  return { code: SUCCESS_CODE, msg: 'success', data: parsed.data };
}

export function sendData<E extends Endpoint>(reply: FastifyReply, endpoint: E, data: unknown): FastifyReply {
  return reply.code(200).send(checkedEnvelope(reply.log, endpoint, data));
}

/**
 * The success envelope as JSON text, the data checked against the contract: a public route keeps it
 * compressed (http/public-answer.ts), so a kept answer is neither checked nor serialised again.
 */
export function envelopeJson<E extends Endpoint>(log: FastifyBaseLogger, endpoint: E, data: z.input<E['response']>): string {
  return JSON.stringify(checkedEnvelope(log, endpoint, data));
}

/**
 * Registers one contract endpoint: sign check, Idempotency-Key presence for
 * `idempotent` endpoints, maintenance gate, input
 * validation with the endpoint's schemas (a bad input is a 400 000400 listing
 * the issues, before the handler runs, so nothing changes), the contract's
 * break policy (http/break-gate.ts), then the handler's data in the success envelope.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
  const names = pathParams(endpoint.path);
  const path = options.prefix === undefined ? servedPath(endpoint) : options.prefix + endpoint.path;
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  const signed = options.signed ?? true;
  const gated = options.maintenanceGate ?? true;
  const kept = options.public ? publicAnswerStore(app.site.publicAnswerFreshMs) : undefined;
  // The contract's break policy (issue 33): what a running time-out or self-exclusion means for this endpoint.
  const onBreak = breakCheck(app.site.db, endpoint, options.breakPlayer);
  const brandOf = (request: FastifyRequest): BrandId => {
    const header = request.headers['platform-code'];
    return request.signedBrand ?? (isBrandId(header) ? header : app.site.brand);
  };

  app.route({
    method: endpoint.method,
    url,
    config: options.config ?? {},
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    onRequest: async (request) => {
      if (signed) request.signedBrand = verifySignedHeaders(request.headers);
      // Money-moving calls: the replay store arrives with the wallet; the header is required from day one.
      if (endpoint.idempotent && !request.headers['idempotency-key']) throw CoreErrors.idempotencyKeyMissing();
      if (gated) {
        const state = await app.site.maintenance();
        if (state.maintaining) throw CoreErrors.maintenance({ startTime: state.startTime, endTime: state.endTime });
      }
      // Logged-in calls (SPEC 6): the token header decides, before the input is looked at.
      // A staff call's roles are the contract's (`roles`): a member without one is refused before the input is read.
      if (endpoint.auth === 'staff') request.staff = await authenticateStaff(app.site.db, request.headers.token, endpoint.roles);
      else if (endpoint.auth) request.session = await authenticate(app.site.db, request.headers.token, endpoint.auth === 'agent' ? 'agent' : 'player');
      else if (options.optionalAuth && request.headers.token) {
        request.session = await authenticate(app.site.db, request.headers.token).catch(() => undefined);
      }
    },
    handler: async (request, reply) => {
      // After the sign check and the maintenance gate (onRequest): a 503 wins over a kept answer. A GET is looked up
      // before its input is parsed (the fast path); a POST only once its body has passed the contract, so the key is
      // made from what the handler reads (a body nested 10,000 deep is refused, never stringified).
      const keeps = kept !== undefined && !request.session;
      let key = keeps && request.method === 'GET' ? publicKey(request, languageOf(request), brandOf(request)) : undefined;
      if (key !== undefined) {
        const hit = kept?.fresh(key);
        if (hit) return sendPublicAnswer(request, reply, hit);
      } else if (!keeps) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const params = paramsOk(names, request.params);
      if (holdsNul(request.query) || holdsNul(request.body)) {
        const issues: Issue[] = [{ in: 'body', path: '', message: 'text may not contain NUL characters' }];
        throw options.refuseInput ? options.refuseInput(issues) : CoreErrors.badRequest({ issues });
      }
      const query = endpoint.query.safeParse(request.query ?? {});
      const body = endpoint.body.safeParse(request.body ?? undefined);
      const issues: Issue[] = [];
      collect('query', query, issues);
      collect('body', body, issues);
      if (issues.length > 0 || !query.success || !body.success) throw options.refuseInput ? options.refuseInput(issues) : CoreErrors.badRequest({ issues });
      if (keeps && key === undefined) {
        key = publicKey(request, languageOf(request), brandOf(request), body.data);
        const hit = kept?.fresh(key);
        if (hit) return sendPublicAnswer(request, reply, hit);
      }
      if (onBreak) await onBreak(request, { query: query.data, body: body.data });
      const brand = brandOf(request);
      const data = await handler({
        query: query.data as z.output<E['query']>,
        body: body.data as z.output<E['body']>,
        params,
        lang: languageOf(request),
        brand,
        request,
        reply,
        session: request.session,
        staff: request.staff,
        deviceId: deviceIdOf(request),
      });
      if (data === SENT || reply.sent) return reply;
      if (kept && key !== undefined) return sendPublicAnswer(request, reply, await kept.keep(key, envelopeJson(reply.log, endpoint, data)));
      return sendData(reply, endpoint, data);
    },
  });
}

/** The device-id header ('' when absent, e.g. on unsigned routes). */
export function deviceIdOf(request: FastifyRequest): string {
  const value = request.headers['device-id'];
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').slice(0, 64);
}

declare module 'fastify' {
  interface FastifyRequest {
    signedBrand?: BrandId;
    session?: Session;
    staff?: StaffSession;
  }
}
