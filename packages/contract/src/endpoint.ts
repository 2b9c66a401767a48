import * as z from 'zod/mini';
import type { BreakRule } from './break-rule';
import type { StaffRole } from './staff-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call of the contract. The server validates `query`/`body`/`params`
 * with these schemas and the client parses `response` with the same one, so a
 * drift on either side fails a test instead of a player.
 */
export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Path under /api, e.g. `/v1/user/{id}`; `{name}` marks a path parameter. */
  readonly path: string;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** True for calls SPEC 7 says exist without naming a path (DESIGN 3). */
  readonly extension?: boolean;
  /**
   * True when the call needs a logged-in player; 'agent' when it needs a logged-in agent (issue 21); 'staff' a
   * logged-in back-office staff member (issue 37). Each kind's token is refused on the others' calls.
   */
  readonly auth?: boolean | 'agent' | 'staff';
  /** On a 'staff' call: the roles that may make it (another member gets 403 STAFF_ERRORS.roleRefused); left out, any staff member. */
  readonly roles?: readonly StaffRole[];
  /** True when the call moves money and takes an Idempotency-Key header. */
  readonly idempotent?: boolean;
  /** What a running time-out or self-exclusion means for it (issue 33; break-rule.ts): every player's endpoint says. */
  readonly onBreak?: BreakRule;
  readonly summary: string;
}

export const noInput = z.optional(z.object({}));
export type NoInput = typeof noInput;

/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Q extends z.ZodMiniType = NoInput,
  B extends z.ZodMiniType = NoInput,
  R extends z.ZodMiniType = z.ZodMiniType,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  response: R;
  extension?: boolean;
  auth?: boolean | 'agent' | 'staff';
  roles?: readonly StaffRole[];
  idempotent?: boolean;
  onBreak?: BreakRule;
  summary: string;
}): Endpoint<Q, B, R> {
  return {
    ...def,
    query: (def.query ?? noInput) as Q,
    body: (def.body ?? noInput) as B,
  };
}

/** True for a value made by `endpoint()`: how the registry tells endpoints from schemas and constants. */
export function isEndpoint(value: unknown): value is Endpoint {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Partial<Record<keyof Endpoint, unknown>>;
  const method = e.method === 'GET' || e.method === 'POST' || e.method === 'PUT' || e.method === 'DELETE';
  return method && typeof e.id === 'string' && typeof e.path === 'string' && typeof e.response === 'object' && e.response !== null;
}

export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

export { buildPath, pathParams } from './path';
