import { SUCCESS_CODE } from '@site/contract/error-codes';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@site/contract/endpoint';
import { apiEnvironment } from './environment';
import { ApiError } from './errors';
import { rawRequest } from './request';

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call (DESIGN 3). */
  headers?: Record<string, string>;
}

const ERROR_SCREENS = ['/situation/500', '/situation/503'];
/** configMaintain's id, by value: importing the endpoint would load its schema on the first screen. */
const MAINTAIN_ENDPOINT_ID = 'config.maintain';

/** The session-ending error last shown; repeats are silent until the run ends (SPEC 8). */
let sessionRun: string | null = null;

export function resetCallState(): void {
  sessionRun = null;
}

function onSuccess(endpoint: Endpoint): void {
  sessionRun = null;
  const env = apiEnvironment();
  const path = env.currentPath();
  // While on the 500 or 503 screen any successful response goes home; the
  // maintenance-info call itself answers during maintenance, so it does not count.
  if (ERROR_SCREENS.includes(path) && endpoint.id !== MAINTAIN_ENDPOINT_ID) {
    env.navigate('/');
  }
}

/**
 * Calls one endpoint of the contract and applies every rule of SPEC 8. Resolves
 * with the parsed `data`; rejects with an ApiError carrying the case and response.
 */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const env = apiEnvironment();
  let raw;
  try {
    raw = await rawRequest(endpoint, options as Parameters<typeof rawRequest>[1]);
  } catch (error) {
    if (error instanceof ApiError && (error.case === 'network' || error.case === 'timeout')) {
      void env.translate(error.case === 'timeout' ? 'errors.timeout' : 'errors.network').then((text) => env.toast(text, 'network'));
    }
    throw error;
  }
  const { status, json } = raw;
  const code = typeof json.code === 'string' ? json.code : '';
  if (status >= 200 && status < 300 && code === SUCCESS_CODE) {
    const parsed = endpoint.response.safeParse(json.data);
    if (!parsed.success) {
      throw new ApiError('invalid', { status, code, msg: String(json.msg ?? ''), data: json.data ?? null }, `${endpoint.id}: response does not match the contract`);
    }
    onSuccess(endpoint);
    return parsed.data as ResponseOf<E>;
  }
  const { onFailure } = await import('./failure');
  throw await onFailure(
    { status, code, msg: typeof json.msg === 'string' ? json.msg : '', data: json.data ?? null },
    { get: () => sessionRun, set: (key) => (sessionRun = key) },
  );
}
