import * as z from 'zod/mini';

export const SUCCESS_CODE = '000000';

/** Every reply of the API is wrapped in this envelope (DESIGN 3). */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.string(), msg: z.string(), data });
}

export const failureEnvelope = z.object({
  code: z.string().check(z.regex(/^\d{6}$/)),
  msg: z.string(),
  data: z.optional(z.unknown()),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** 0 silent, 1 toast with the description, 2 modal with a close button (SPEC 8). */
export const ShowType = { silent: 0, toast: 1, modal: 2 } as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];

export const errorCodeRecord = z.object({
  errorCode: z.string(),
  httpStatus: z.number(),
  description: z.string(),
  defaultDesc: z.string(),
  showType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type ErrorCodeRecord = z.infer<typeof errorCodeRecord>;

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
] as const;

export function isSessionError(key: string): boolean {
  return (SESSION_ERROR_KEYS as readonly string[]).includes(key);
}

/** True when the reply ends the session: any 401, or 403 with 001002. */
export function endsSession(httpStatus: number, code: string): boolean {
  return httpStatus === 401 || (httpStatus === 403 && code === '001002');
}
