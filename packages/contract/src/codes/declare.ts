/**
 * An error code declared once (issue 35): its six digits (SPEC 8), the HTTP status it is answered with, how
 * the client shows it and its text in zh-TW, en and th. The server's error factory (domainError) and the
 * error catalogue it serves (GET /v1/basics/errorCode/version) are derived from these declarations, so a new
 * code is one entry here plus the service that throws it. The areas call these marked `@__PURE__`, so a bundle
 * keeps only the areas it reads; the first screen reads none (error-codes.ts copies the session facts it needs).
 */
export interface ErrorDeclaration {
  readonly code: string;
  readonly status: number;
  /** 0 silent, 1 toast with the description (when left out), 2 modal with a close button (SPEC 8). */
  readonly showType?: 0 | 1 | 2;
  /** zh-TW: SPEC's words where it gives them, word for word. */
  readonly tw: string;
  readonly en: string;
  readonly th: string;
}

/** The declarations of one area, checked and kept with their literal codes. */
export function declareErrors<const T extends Record<string, ErrorDeclaration>>(errors: T): T {
  return errors;
}

export type CodesOf<T extends Record<string, ErrorDeclaration>> = { readonly [K in keyof T]: T[K]['code'] };

/** An area's codes by name (what the client compares a failure's code with). */
export function codesOf<const T extends Record<string, ErrorDeclaration>>(errors: T): CodesOf<T> {
  return Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, e.code])) as CodesOf<T>;
}

/** Whether a value is an area's declarations (every entry a code with its status and texts). */
export function isErrorDeclarations(value: unknown): value is Record<string, ErrorDeclaration> {
  if (typeof value !== 'object' || value === null) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((e) => typeof e === 'object' && e !== null && typeof (e as ErrorDeclaration).code === 'string' && typeof (e as ErrorDeclaration).status === 'number');
}
