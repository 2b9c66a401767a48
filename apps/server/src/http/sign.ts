import { createHmac, timingSafeEqual } from 'node:crypto';

/** Allowed clock difference between client timestamp and server (DESIGN 3). */
export const MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * hex HMAC-SHA256 over device-id + os-type + timestamp with the brand secret.
 * The secret ships in the browser bundle, so this stops casual scripts only;
 * it is not authentication (docs/decisions.md).
 */
export function computeSign(secret: string, deviceId: string, osType: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${deviceId}${osType}${timestamp}`).digest('hex');
}

export function signMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
