import * as z from 'zod/mini';
import { endpoint } from '../endpoint';

/**
 * Devices and sessions (issue 39): the player's open sessions, ending one or all the others, and the
 * login history of the last 90 days. The device and browser are read from the login's User-Agent; the
 * place is only the network the address belongs to (its /24, an IPv6 /48), or "local" for a private
 * address: no geolocation service is asked, so the page says "network", not a town.
 */

/** How many days of logins the history keeps showing. */
export const LOGIN_HISTORY_DAYS = 90;
/** At most this many logins in one answer (newest first). */
export const LOGIN_HISTORY_MAX = 200;

export const DEVICE_KINDS = ['phone', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** What a User-Agent and an address say: each null when unknown (a session from before issue 39 has neither). */
export const deviceFacts = z.object({
  device: z.enum(DEVICE_KINDS),
  /** e.g. "Chrome 131", "Safari 18", "LINE". */
  browser: z.nullable(z.string()),
  /** e.g. "Android 14", "iOS 18", "Windows", "macOS". */
  os: z.nullable(z.string()),
  /** "203.0.113.0/24", "2001:db8:1::/48"; null when unknown. */
  network: z.nullable(z.string()),
  /** A private, loopback or link-local address: the same building's network, not a place on the internet. */
  localNetwork: z.boolean(),
  /** The network of the request that asked (the caller's own network). */
  sameNetwork: z.boolean(),
});
export type DeviceFacts = z.infer<typeof deviceFacts>;

// Spread shapes, not z.extend (api/agent.ts: extend would pull more of zod into the first screen's chunk).
export const openSession = z.object({
  ...deviceFacts.shape,
  id: z.number(),
  /** The session of the token that asked. */
  current: z.boolean(),
  /** ISO-8601 UTC: the login. */
  createdAt: z.string(),
  /** ISO-8601 UTC: the last call or heartbeat. */
  lastSeenAt: z.string(),
});
export type OpenSession = z.infer<typeof openSession>;

export const openSessionList = z.object({ records: z.array(openSession) });
export type OpenSessionList = z.infer<typeof openSessionList>;

export const LOGIN_METHODS = ['password', 'phone', 'line', 'link', 'register', 'passkey'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const loginRecord = z.object({
  ...deviceFacts.shape,
  id: z.number(),
  /** ISO-8601 UTC. */
  at: z.string(),
  method: z.enum(LOGIN_METHODS),
  /** Null for a login that opened a session; else the refusal's catalogue code (012001 wrong password, 012002 locked, ...). */
  errorCode: z.nullable(z.string()),
});
export type LoginRecord = z.infer<typeof loginRecord>;

export const loginHistory = z.object({ records: z.array(loginRecord), days: z.number() });
export type LoginHistory = z.infer<typeof loginHistory>;

export const accountSessions = endpoint({
  id: 'account.sessions',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/sessions',
  extension: true,
  auth: true,
  response: openSessionList,
  summary: "The player's open sessions (not ended, not expired), the caller's own first (current true), then by last seen: device, browser and OS from the login's User-Agent, the address's network (/24 or /48, or local), first and last seen",
});

export const accountEndSession = endpoint({
  id: 'account.endSession',
  onBreak: 'allowed',
  method: 'DELETE',
  path: '/v1/user/sessions/{id}',
  extension: true,
  auth: true,
  response: z.null(),
  summary:
    "Logs one of the player's sessions out (the caller's own too): its next call answers 001004 您已登出，請重新登入 and its live stream says logout. Not open, or another player's: 404 013012",
});

export const accountEndOtherSessions = endpoint({
  id: 'account.endOtherSessions',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/sessions/logoutOthers',
  extension: true,
  auth: true,
  response: z.object({ ended: z.number() }),
  summary: "Logs out every other open session of the player (001004 on their next call, logout on their live streams); the caller's stays. ended: how many",
});

export const accountLoginHistory = endpoint({
  id: 'account.loginHistory',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/loginHistory',
  extension: true,
  auth: true,
  response: loginHistory,
  summary: `The player's logins of the last ${LOGIN_HISTORY_DAYS} days, newest first (at most ${LOGIN_HISTORY_MAX}): successes and refusals (errorCode: wrong password, locked, captcha asked), how, from which network and browser`,
});

export const accountSessionsApi = {
  sessions: accountSessions,
  endSession: accountEndSession,
  endOtherSessions: accountEndOtherSessions,
  loginHistory: accountLoginHistory,
} as const;
