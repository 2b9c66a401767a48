import * as z from 'zod/mini';
import { lazySchema } from './lazy';

export { SUCCESS_CODE, ShowType, errorKey, SESSION_ERROR_KEYS, isSessionError, endsSession } from './error-codes';

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

export const errorCodeRecord = lazySchema(() =>
  z.object({
    errorCode: z.string(),
    httpStatus: z.number(),
    description: z.string(),
    defaultDesc: z.string(),
    showType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
);
export type ErrorCodeRecord = z.infer<typeof errorCodeRecord>;
