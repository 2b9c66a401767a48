import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BRAND_SIGN_SECRETS, isBrandId, type BrandId } from '@site/contract';
import { CoreErrors } from '../domain/errors';

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
  if (!/^[0-9a-fA-F]+$/.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

/**
 * Checks the sign headers of a request and returns the brand it was signed for.
 * Missing header -> 000401, wrong sign -> 000402, timestamp more than 5 minutes
 * off (or not a number) -> 000403. Status 400: a 401 would log the player out.
 */
export function verifySignedHeaders(headers: IncomingHttpHeaders, now = Date.now()): BrandId {
  const deviceId = header(headers, 'device-id');
  const osType = header(headers, 'os-type');
  const timestamp = header(headers, 'timestamp');
  const platform = header(headers, 'platform-code');
  const sign = header(headers, 'sign');
  if (!deviceId || !osType || !timestamp || !platform || !sign) throw CoreErrors.signMissing();
  if (!isBrandId(platform)) throw CoreErrors.signInvalid();
  if (!signMatches(computeSign(BRAND_SIGN_SECRETS[platform], deviceId, osType, timestamp), sign)) throw CoreErrors.signInvalid();
  const ms = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(ms) || Math.abs(ms - now) > MAX_SKEW_MS) throw CoreErrors.timestampSkew();
  return platform;
}
