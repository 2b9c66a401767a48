import { BRAND_SIGN_SECRETS, type BrandId } from '@site/contract/brands';
import { buildPath, type BodyOf, type Endpoint, type QueryOf, type ResponseOf } from '@site/contract/endpoint';
import { SUCCESS_CODE } from '@site/contract/errors';
import { newIdempotencyKey } from '@site/contract/rules/session';
import { requestSign } from '@site/contract/rules/sign';

/**
 * The cashier's API client: the token from `init` in the `token` header (never
 * in a URL), the signed headers of DESIGN 3 with the contract's requestSign,
 * a 30 s timeout, the response checked against the contract. 401 and 503 are
 * reported to the host (tokenInvalid, maintenance) through `onSession` / `onMaintenance`.
 */

export interface ApiSession {
  token: string;
  deviceId: string;
  brand: BrandId;
  onSession: () => void;
  onMaintenance: () => void;
  fetch?: typeof fetch;
}

export class CashierApiError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'invalid',
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CashierApiError';
  }
}

export interface RequestInput<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Money-moving calls (DESIGN 3). */
  idempotencyKey?: string;
}

const TIMEOUT_MS = 30_000;

export function osType(): 'pc' | 'h5' {
  return /Android|iPhone|iPad|iPod|Mobile|Line\//i.test(navigator.userAgent) ? 'h5' : 'pc';
}

function url(endpoint: Endpoint, input: RequestInput<Endpoint>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api${buildPath(endpoint.path, input.params)}${qs ? `?${qs}` : ''}`;
}

export async function request<E extends Endpoint>(session: ApiSession, endpoint: E, input: RequestInput<E> = {}): Promise<ResponseOf<E>> {
  const timestamp = String(Date.now());
  const os = osType();
  const hasBody = input.body !== undefined && endpoint.method !== 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    token: session.token,
    'device-id': session.deviceId,
    timestamp,
    'os-type': os,
    origin_url: window.location.origin,
    'platform-code': session.brand,
    sign: requestSign(BRAND_SIGN_SECRETS[session.brand], session.deviceId, os, timestamp),
  };
  if (hasBody) headers['content-type'] = 'application/json';
  if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let status = 0;
  let json: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    const response = await (session.fetch ?? globalThis.fetch)(url(endpoint, input as RequestInput<Endpoint>), {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    json = JSON.parse(await response.text()) as typeof json;
    if (typeof json !== 'object' || json === null) throw new Error('not an envelope');
  } catch {
    if (status === 503) session.onMaintenance();
    // No answer at all (status 0) leaves a money movement's outcome unknown; an answer without a body does not.
    throw new CashierApiError(status ? 'http' : 'network', status, '', 'network');
  } finally {
    clearTimeout(timer);
  }
  const code = typeof json.code === 'string' ? json.code : '';
  const msg = typeof json.msg === 'string' ? json.msg : '';
  if (status === 401) session.onSession();
  if (status === 503) session.onMaintenance();
  if (status < 200 || status >= 300 || code !== SUCCESS_CODE) throw new CashierApiError('http', status, code, msg);
  const parsed = endpoint.response.safeParse(json.data);
  if (!parsed.success) throw new CashierApiError('invalid', status, code, `${endpoint.id}: response does not match the contract`);
  return parsed.data as ResponseOf<E>;
}

/** A money-moving call: one key, sent again with the SAME key while the network fails (at most 2 more times). */
export async function moneyRequest<E extends Endpoint>(session: ApiSession, endpoint: E, input: RequestInput<E>, retries = 2): Promise<ResponseOf<E>> {
  const key = input.idempotencyKey ?? newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await request(session, endpoint, { ...input, idempotencyKey: key });
    } catch (error) {
      if (!(error instanceof CashierApiError) || error.kind !== 'network' || attempt >= retries) throw error;
    }
  }
}
