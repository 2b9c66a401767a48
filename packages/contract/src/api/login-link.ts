import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { loginResult } from './user-schemas';

/**
 * One-time login codes (issue 17, DESIGN 9 "no long-lived token in a page address"): a logged-in
 * session mints a code for a link (`/any/page#code=...`); whoever opens the link exchanges it once,
 * within 60 seconds, for a NEW session of the same account. The code dies with the session that
 * minted it. Only the sha-256 of a code is stored.
 */

/** What a code may be used for: 'login' (a login link). */
export const loginCodePurpose = z.enum(['login']);

/** 32 random bytes in base64url (43 characters). */
export const loginCodeSchema = z.string().check(z.minLength(16), z.maxLength(64), z.regex(/^[\w-]+$/));

export const loginCodeMint = endpoint({
  id: 'user.loginCodeMint',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/loginCode',
  auth: true,
  extension: true,
  body: z.object({ purpose: loginCodePurpose }),
  response: z.object({ code: z.string(), expiresAt: z.string() }),
  summary: 'Mints a one-time login code for a link (60 s, once, bound to this account and session)',
});

export const loginCodeExchange = endpoint({
  id: 'user.loginCodeExchange',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/loginCode/exchange',
  extension: true,
  body: z.object({ code: loginCodeSchema }),
  response: loginResult,
  summary: 'Exchanges a login code for a new session token; 012082 when wrong, expired, used or its session ended',
});

export const loginLinkApi = { mint: loginCodeMint, exchange: loginCodeExchange } as const;
