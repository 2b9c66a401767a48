/** Why a call failed; every failure reaches the caller as an ApiError (SPEC 8). */
export type ApiErrorCase =
  | 'network' // no response, or a response without a body
  | 'timeout' // no answer within 30 s
  | 'aborted' // cancelled by the caller
  | 'invalid' // a success envelope whose data does not match the contract
  | 'maintenance' // HTTP 503
  | 'session' // 401, or 403 with 001002: logged out
  | 'catalogued' // found in the error catalogue and shown by its showType
  | 'unknown'; // not in the catalogue: toast "error: <code>"

export interface ApiFailureResponse {
  status: number;
  code: string;
  msg: string;
  data: unknown;
}

export class ApiError extends Error {
  readonly case: ApiErrorCase;
  readonly response: ApiFailureResponse | null;
  /** What the player is told: the catalogue's words for a catalogued error, null otherwise. */
  readonly text: string | null;

  constructor(errorCase: ApiErrorCase, response: ApiFailureResponse | null, message?: string, text: string | null = null) {
    super(message ?? (response ? `${errorCase}: ${response.status} ${response.code}` : errorCase));
    this.name = 'ApiError';
    this.case = errorCase;
    this.response = response;
    this.text = text;
  }

  /** The catalogue lookup key: HTTP status joined with the code. */
  get key(): string | null {
    return this.response ? `${this.response.status}${this.response.code}` : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
