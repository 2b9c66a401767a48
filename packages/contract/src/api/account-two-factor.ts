import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { passwordSchema, smsCodeSchema } from '../rules';
import { loginResult } from './user-schemas';
import { opaqueId } from './validation';

/**
 * Two-factor login by an authenticator app for players (issue 39): RFC 6238 codes (HMAC-SHA1, 6 digits,
 * 30-second steps, the step before or after taken for clock drift), each accepted once; ten single-use recovery
 * codes shown once at enrolment. While it is on, a login from a device the account never used answers 013040
 * with a ticket (5 minutes) for the code step, and the actions that move money or change security take the
 * authenticator code where they took the bound phone's SMS code. Wrong codes count on the lock ladder of the
 * other secrets: 5 in a row lock for 15 minutes, then 1 hour, then 24 hours (013042).
 */

/** How many recovery codes an enrolment hands out. */
export const TWO_FACTOR_RECOVERY_CODES = 10;

/** A 6-digit code as the app shows it (the SMS code's rule: six digits). */
export const authenticatorCode = smsCodeSchema;
/** A recovery code as shown (xxxx-xxxx-xxxx); spaces, dashes and case are ignored. */
export const recoveryCodeSchema = z.string().check(z.minLength(12), z.maxLength(20), z.regex(/^[0-9A-Za-z\s-]+$/));

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** ISO-8601 UTC: when it was turned on; null while off. */
  enabledAt: z.nullable(z.string()),
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorEnrolment = z.object({
  /** The base32 key, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** A code or a recovery code (exactly one). */
export const twoFactorProof = z.object({ code: z.optional(authenticatorCode), recoveryCode: z.optional(recoveryCodeSchema) });
export type TwoFactorProof = z.infer<typeof twoFactorProof>;

export const accountTwoFactorStatus = endpoint({
  id: 'account.twoFactor',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/security/twoFactor',
  extension: true,
  auth: true,
  response: twoFactorStatus,
  summary: "Whether the player's two-factor login (authenticator app) is on, since when, and how many recovery codes are left",
});

export const accountTwoFactorBegin = endpoint({
  id: 'account.twoFactorBegin',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/security/twoFactor/begin',
  extension: true,
  auth: true,
  body: z.object({ pwd: passwordSchema }),
  response: twoFactorEnrolment,
  summary:
    'Enrolment step 1, the login password confirmed (counted as the other current-password checks: 012081 logs out after 5 wrong): a new secret (sealed at rest, not yet on) and its otpauth URI. 013044 when already on; a new begin replaces an unconfirmed one',
});

export const accountTwoFactorConfirm = endpoint({
  id: 'account.twoFactorConfirm',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/security/twoFactor/confirm',
  extension: true,
  auth: true,
  body: z.object({ code: authenticatorCode }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  summary: `Enrolment step 2: a code of the new secret turns two-factor on and answers ${TWO_FACTOR_RECOVERY_CODES} single-use recovery codes, this once (only their hashes are kept). 013045 without a begin; 013041 wrong, 013042 locked`,
});

export const accountTwoFactorDisable = endpoint({
  id: 'account.twoFactorDisable',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/security/twoFactor/disable',
  extension: true,
  auth: true,
  body: twoFactorProof,
  response: z.null(),
  summary: 'Turns two-factor off with an authenticator code or an unused recovery code (013041 wrong, counted; 013042 locked; 013045 when off). The secret and recovery codes are deleted',
});

export const userLoginTwoFactor = endpoint({
  id: 'user.loginTwoFactor',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/login/twoFactor',
  body: z.object({ ticket: opaqueId, ...twoFactorProof.shape }),
  response: loginResult,
  summary:
    'The login step after 013040: the ticket of that answer with an authenticator code or an unused recovery code opens the session (the device is then known). 013043 ticket unknown, used or expired; 013041 wrong (counted); 013042 locked',
});

export const accountTwoFactorApi = {
  status: accountTwoFactorStatus,
  begin: accountTwoFactorBegin,
  confirm: accountTwoFactorConfirm,
  disable: accountTwoFactorDisable,
  login: userLoginTwoFactor,
} as const;
