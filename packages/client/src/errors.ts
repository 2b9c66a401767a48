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

/** The app's own words for the failures that carry none of the server's. */
export interface FailureWords {
  network: string;
  timeout: string;
  /** Anything else without words: not an ApiError, an answer that broke the contract, an empty message. */
  other: string;
}

/**
 * What a form shows inline for a failed call made with `quiet: true` (no toast), in both apps:
 * the catalogue's words (SPEC 8), else the server's text, else the app's words. Null for the
 * cases the client already handled (session, maintenance) and for a cancelled call.
 */
export function apiErrorText(error: unknown, words: FailureWords): string | null {
  if (!isApiError(error)) return words.other;
  switch (error.case) {
    case 'session':
    case 'maintenance':
    case 'aborted':
      return null;
    case 'network':
    case 'timeout':
      return words[error.case];
    case 'invalid':
      return words.other;
    default:
      return error.text || error.response?.msg || words.other;
  }
}

/** The server's code of a failed call ('031003'), or null. */
export function apiErrorCode(error: unknown): string | null {
  return isApiError(error) ? (error.response?.code ?? null) : null;
}
