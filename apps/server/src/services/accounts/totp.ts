import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256Hex } from './secrets';

/**
 * Two-factor codes as authenticator apps make them (RFC 6238 through otpauth), shared by the back office's staff
 * login (services/staff/login.ts) and the players' two-factor (two-factor.ts): HMAC-SHA1, 6 digits, 30-second
 * steps; a code of the step before or after is taken (clock drift). The caller stores the step a code was
 * accepted for and takes only newer ones, so a code works once. Recovery codes: ten, single use, only their
 * sha256 kept.
 */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 without i, l, o, u: 12 characters are 60 bits, read aloud without doubt.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function totpOf(label: string, issuer: string, secretBase32: string): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step `code` was made for (now, or one step either side), or null when it is no code of the secret now. */
export function codeStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf('', '', secretBase32).validate({ token: code.trim(), timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_SETTINGS.period) + delta;
}

const normalRecovery = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');

/** What is stored of a recovery code: spaces, dashes and case do not count. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(normalRecovery(code));
}

/** xxxx-xxxx-xxxx. */
export function recoveryCode(): string {
  let text = '';
  for (let i = 0; i < 12; i++) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}
