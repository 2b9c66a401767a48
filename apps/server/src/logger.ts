import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Never logged: session tokens, signs, passwords and codes, in headers or bodies. */
export const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.sign',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  'headers.token',
  'headers.sign',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'pwd', 'newPwd', 'confirmPwd', 'confirmPassword', 'oldPwd', 'withdrawPassword', 'token', 'sign', 'code', 'captchaValidation'].flatMap(
    (key) => [`body.${key}`, `req.body.${key}`, `request.body.${key}`],
  ),
  '*.password',
  '*.pwd',
  '*.token',
];

export interface LoggerChoice {
  level?: string;
  /** Where lines go (default stdout); tests pass a stream to read them. */
  stream?: DestinationStream;
}

/** Fastify's pino options: JSON lines, secrets redacted. `false` silences it. */
export function loggerOptions(choice: LoggerChoice | false, defaultLevel: string): FastifyServerOptions['logger'] {
  if (choice === false) return false;
  return {
    level: choice.level ?? defaultLevel,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    ...(choice.stream ? { stream: choice.stream } : {}),
  };
}
