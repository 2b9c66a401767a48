import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@site/contract/endpoint';
import { SUCCESS_CODE } from '@site/contract/error-codes';
import type { ClientEnvironment } from './environment';
import { ApiError } from './errors';
import { endpointUrl, rawRequest, type CallInput, type RawResponse } from './request';

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call (DESIGN 3). */
  headers?: Record<string, string>;
  /** Raw bytes instead of a JSON body (an upload): sent as application/octet-stream. */
  rawBody?: Blob;
  /** The caller shows a failure itself (inline, from ApiError.text or its case): no toast or dialog for it. Session and maintenance rules still apply. */
  quiet?: boolean;
}

export interface ApiClient {
  /** Calls one endpoint of the contract and applies every rule of SPEC 8; rejects with an ApiError. */
  call: <E extends Endpoint>(endpoint: E, options?: CallOptions<E>) => Promise<ResponseOf<E>>;
  /** One exchange without the SPEC 8 rules (the catalogue itself, probes). */
  rawRequest: (endpoint: Endpoint, input?: CallInput) => Promise<RawResponse>;
  endpointUrl: (endpoint: Endpoint, input?: CallInput) => string;
  /** Forgets the session-error run (tests, a new login). */
  reset: () => void;
  readonly environment: ClientEnvironment;
}

const ERROR_SCREENS = ['/situation/500', '/situation/503'];
/** configMaintain's id, by value: importing the endpoint would load its schema on the first screen. */
const MAINTAIN_ENDPOINT_ID = 'config.maintain';

/**
 * The one API client of the web app and the cashier (docs/architecture.md):
 * SPEC 7 headers and sign, 30 s timeout, the envelope, `data` parsed with the
 * endpoint's zod schema, and SPEC 8's failure rules driven by the error
 * catalogue. What differs between the apps is the environment.
 */
export function createApiClient(env: ClientEnvironment): ApiClient {
  /** The session-ending error last shown; repeats are silent until the run ends (SPEC 8). */
  let sessionRun: string | null = null;

  function onSuccess(endpoint: Endpoint): void {
    sessionRun = null;
    // While on the 500 or 503 screen any successful response goes home; the
    // maintenance-info call itself answers during maintenance, so it does not count.
    if (ERROR_SCREENS.includes(env.currentPath()) && endpoint.id !== MAINTAIN_ENDPOINT_ID) env.navigate('/');
  }

  async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
    // The session the call belongs to: an answer that ends it may come after the app has ended it itself.
    const sentToken = env.token();
    let raw;
    try {
      raw = await rawRequest(env, endpoint, options as CallInput);
    } catch (error) {
      if (!options.quiet && error instanceof ApiError && (error.case === 'network' || error.case === 'timeout')) {
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
      env,
      { status, code, msg: typeof json.msg === 'string' ? json.msg : '', data: json.data ?? null },
      { get: () => sessionRun, set: (key) => (sessionRun = key) },
      { quiet: options.quiet, sentToken },
    );
  }

  return {
    call,
    rawRequest: (endpoint, input) => rawRequest(env, endpoint, input),
    endpointUrl: (endpoint, input) => endpointUrl(env, endpoint, input),
    reset: () => {
      sessionRun = null;
    },
    environment: env,
  };
}
