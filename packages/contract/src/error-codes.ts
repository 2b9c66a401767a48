// Error-code facts without zod, so the first screen can use them without loading schemas. Nor the session
// area's declarations (codes/session.ts): they carry each code's texts in three languages, which the first
// screen does not need (issue 35); error-codes.test.ts checks the copy below against them.

/** SESSION_ERRORS.tokenInvalid's code: with 403 it means the account is disabled (SPEC 8). */
const TOKEN_INVALID = '001002';

export const SUCCESS_CODE = '000000';

/** 0 silent, 1 toast with the description, 2 modal with a close button (SPEC 8). */
export const ShowType = { silent: 0, toast: 1, modal: 2 } as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];

/** The client's lookup key: HTTP status joined with the 6-digit code. */
export function errorKey(httpStatus: number, code: string): string {
  return `${httpStatus}${code}`;
}

/** Session errors: shown once per run of repeats, then logout (SPEC 8). */
export const SESSION_ERROR_KEYS = [
  '401001005',
  '401001001',
  '401001002',
  '401001003',
  '401001004',
  '403001002',
  // Ours (issue 19): the session ended by a password change elsewhere.
  '401001006',
] as const;

export function isSessionError(key: string): boolean {
  return (SESSION_ERROR_KEYS as readonly string[]).includes(key);
}

/** True when the reply ends the session: any 401, or 403 with 001002. */
export function endsSession(httpStatus: number, code: string): boolean {
  return httpStatus === 401 || (httpStatus === 403 && code === TOKEN_INVALID);
}
