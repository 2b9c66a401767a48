import { BRAND_SIGN_SECRETS } from '@site/contract/brands';
import type { Endpoint } from '@site/contract/endpoint';
import { buildPath } from '@site/contract/path';
import type { ClientEnvironment } from './environment';
import { ApiError } from './errors';
import { signRequest } from './sign';

/** SPEC 9: requests give up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call (DESIGN 3). */
  headers?: Record<string, string>;
  /** Bytes sent as they are (application/octet-stream) instead of a JSON body: uploads, whose type the server decides from the content. */
  rawBody?: Blob;
}

export interface RawResponse {
  status: number;
  json: { code?: unknown; msg?: unknown; data?: unknown };
}

interface SchemaInternals {
  _zod?: { def?: Record<string, unknown>; innerType?: unknown };
}

/** Names of the fields of an object schema (zod/mini), optional and lazy wrappers (the contract's lazySchema) unwrapped. */
function schemaKeys(schema: unknown): string[] {
  let zod = (schema as SchemaInternals)._zod;
  let def = zod?.def;
  while (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'lazy')) {
    zod = ((def.type === 'lazy' ? zod?.innerType : def.innerType) as SchemaInternals | undefined)?._zod;
    def = zod?.def;
  }
  const shape = def?.shape as Record<string, unknown> | undefined;
  return shape ? Object.keys(shape) : [];
}

/** '/maintain' is the one path outside /api (SPEC 7); `language` is filled in where the endpoint takes one. */
export function endpointUrl(env: Pick<ClientEnvironment, 'language'>, endpoint: Endpoint, input: CallInput = {}): string {
  const path = buildPath(endpoint.path, input.params);
  const base = endpoint.path.startsWith('/maintain') ? path : `/api${path}`;
  const query = { ...(input.query ?? {}) };
  if (query.language === undefined && schemaKeys(endpoint.query).includes('language')) query.language = env.language();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * The SPEC 7 headers: token, device-id, timestamp, os-type, origin_url, platform-code and the sign;
 * and `language` (read by the server where an endpoint's query has none, e.g. the cashier's fund calls,
 * whose channel and bank names it translates).
 */
export async function requestHeaders(env: ClientEnvironment, hasBody: boolean, contentType = 'application/json'): Promise<Record<string, string>> {
  const brand = env.brand();
  const deviceId = env.deviceId();
  const osType = env.osType();
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    accept: 'application/json',
    'device-id': deviceId,
    timestamp,
    'os-type': osType,
    origin_url: env.origin(),
    'platform-code': brand,
    language: env.language(),
    sign: await signRequest(BRAND_SIGN_SECRETS[brand], deviceId, osType, timestamp),
  };
  if (hasBody) headers['content-type'] = contentType;
  const token = env.token();
  if (token) headers.token = token;
  return headers;
}

/**
 * One HTTP exchange: path, headers, 30 s timeout, JSON body. A response without
 * a (JSON) body is a network error (SPEC 8). No other rule is applied here.
 */
export async function rawRequest(env: ClientEnvironment, endpoint: Endpoint, input: CallInput = {}): Promise<RawResponse> {
  const raw = endpoint.method !== 'GET' ? input.rawBody : undefined;
  const hasBody = raw !== undefined || (input.body !== undefined && endpoint.method !== 'GET');
  const headers = { ...(await requestHeaders(env, hasBody, raw ? 'application/octet-stream' : undefined)), ...input.headers };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (input.signal?.aborted) controller.abort();
  input.signal?.addEventListener('abort', onCallerAbort);
  try {
    let response: Response;
    try {
      response = await env.fetch(endpointUrl(env, endpoint, input), {
        method: endpoint.method,
        headers,
        body: raw ?? (hasBody ? JSON.stringify(input.body) : undefined),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      if (timedOut) throw new ApiError('timeout', null);
      if (input.signal?.aborted) throw new ApiError('aborted', null);
      throw new ApiError('network', null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new ApiError(timedOut ? 'timeout' : 'network', null);
    }
    // A 503 without a body is still maintenance (SPEC 8), not a network failure.
    if (!text.trim() && response.status === 503) return { status: 503, json: {} };
    if (!text.trim()) throw new ApiError('network', null, `empty body (HTTP ${response.status})`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('network', null, `body is not JSON (HTTP ${response.status})`);
    }
    if (typeof json !== 'object' || json === null) throw new ApiError('network', null, 'body is not an envelope');
    return { status: response.status, json: json as RawResponse['json'] };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
}
