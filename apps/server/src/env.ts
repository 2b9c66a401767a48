import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import * as z from 'zod';
import { BRAND_IDS, type BrandId } from '@site/contract';
import type { LineConfig } from './services/accounts/line';
import { DEFAULT_REGISTRATION_CAPS, type RegistrationCaps } from './services/risk/registration-caps';
import { parsePasskeySites, type PasskeySite } from './services/accounts/passkey-rp';

/** The repository root (apps/server/src -> ../../..), so paths work from any cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must be a postgres:// URL (SQLite is the default)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BRAND: z.enum(BRAND_IDS).default('jade'),
  WEB_ROOT: z.string().min(1).default('apps/web/dist'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Comma-separated host names at which the server lists and launches isTesting games (SPEC 6): the Host it is
   * reached at, never a header the client sets, never through deploy/'s nginx (http/request-host.ts; issue 33).
   * Unset: localhost and 127.0.0.1, and none in production.
   */
  TESTING_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Demo players and their data: '1' seeds them, '0' does not; unset: everywhere but production. */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client IP for every route (generous; sensitive calls add their own). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100_000),
  /** Requests per minute per client IP on login, registration, password and account-name calls. */
  SENSITIVE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** SMS and voice codes per client address per hour (any client can mint a device id; it cannot mint an address). */
  ADDRESS_CODES_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Captcha pictures per client address per 10 minutes. */
  ADDRESS_CAPTCHAS_PER_10_MIN: z.coerce.number().int().positive().default(60),
  /** Accounts one device id may register, ever (issue 17: multi-accounting; docs/decisions.md). */
  REGISTRATIONS_PER_DEVICE: z.coerce.number().int().positive().default(DEFAULT_REGISTRATION_CAPS.perDevice),
  /** Accounts one client address may register per 24 hours (loopback is not counted: see services/risk/links.ts). */
  REGISTRATIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_REGISTRATION_CAPS.perAddressPerDay),
  /** LINE Login channel; when both are set, line/auth points at LINE's real authorize endpoint. */
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  /** Callback registered with the LINE channel; default <server origin>/api/v1/user/line/callback. */
  LINE_CALLBACK_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** LINE's API (token and profile); another base only for tests against a stand-in. */
  LINE_API_BASE: z.string().url().default('https://api.line.me'),
  /** Bearer token for GET /metrics; unset: only loopback callers (not through a proxy) may read it. */
  METRICS_TOKEN: z.string().min(16).optional().or(z.literal('').transform(() => undefined)),
  /** Share of page views whose players' own figures (LCP, INP, CLS) the web app sends (0..1; issue 22). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Beacons of players' own figures per minute per client address (POST /api/v1/vitals). */
  VITALS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Beacons of players' own figures per minute this process takes from all addresses together (issue 33; routes/vitals.ts). */
  VITALS_SITE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** On SIGTERM/SIGINT: how long requests in flight may take before their connections are cut (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** On SIGTERM/SIGINT: how long kept-alive connections are left for their client (nginx) to close, above nginx's upstream keepalive_timeout (ms; http/drain.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(6_000),
  /**
   * Reverse proxies whose X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host are believed:
   * a comma list of addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal).
   * Unset: none (request.ip is the socket's peer). `true` or a hop count is refused: trusting
   * every caller would let anyone pick the address the per-address limits count.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (entries.length === 0 || (entries.length === 1 && ['false', '0'].includes(entries[0]!.toLowerCase()))) return false as const;
      const bad = entries.filter((s) => !isTrustedProxyEntry(s));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: not an address, CIDR or loopback/linklocal/uniquelocal: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * The key sealing the staff's two-factor secrets (issue 37; services/staff/seal.ts): 64 hex digits. Unset: a key
   * made once in DATA_DIR/staff-secret.key; servers sharing one PostgreSQL need the same key here.
   */
  STAFF_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'STAFF_SECRET_KEY is 64 hex digits (32 bytes)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The back office's own host name (e.g. ops.example.com): it is then served only there, never on the player site's hosts. */
  BACKOFFICE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'BACKOFFICE_HOST is a host name without scheme or port')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The addresses (or CIDRs) the back office's /v1/staff calls may come from, comma-separated; unset: any. */
  STAFF_ALLOWED_ADDRESSES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (entries.length === 0) return undefined;
      const bad = entries.filter((s) => !isAddressOrCidr(s));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `STAFF_ALLOWED_ADDRESSES: not an address or CIDR: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return entries;
    }),
  /** Four eyes (issue 37): a withdrawal above this many NTD (its NTD value) needs a second staff approval by another member. */
  STAFF_FOUR_EYES_AMOUNT: z.coerce.number().int().min(0).max(1_000_000_000).default(50_000),
  /**
   * Passkeys' relying parties per brand and host (issue 39; services/accounts/passkey-rp.ts): comma-separated
   * `brand:rpId=origin|origin`, e.g. `jade:jade.example=https://jade.example|https://m.jade.example`. Unset outside
   * production: the request's host name and the site's own origin; in production a host without an entry offers none.
   */
  PASSKEY_SITES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parsePasskeySites(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** NODE_ENV=test only: '1' adds GET /__test/slow?ms=N (routes/test-slow.ts) for the shutdown test. */
  TEST_SLOW_ROUTE: z.enum(['0', '1']).optional(),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8 or one of proxy-addr's names. */
function isTrustedProxyEntry(entry: string): boolean {
  return PROXY_NAMES.has(entry) || isAddressOrCidr(entry);
}

/** 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** Limits per client address shared by every process (counted in the database). */
export interface AddressLimits {
  codesPerHour: number;
  captchasPer10Min: number;
}

export interface Env {
  port: number;
  host: string;
  /** Absolute folder of the SQLite file (and any other local data). */
  dataDir: string;
  databaseUrl: string | undefined;
  brand: BrandId;
  /** Absolute folder of the built web app. */
  webRoot: string;
  nodeEnv: 'development' | 'production' | 'test';
  testingHosts: string[];
  /** Seed the demo players (DEMO_DATA, default: not in production). */
  demoData: boolean;
  logLevel: string;
  rateLimitMax: number;
  addressLimits: AddressLimits;
  /** Registrations per device id and per client address (REGISTRATIONS_PER_*). */
  registrationCaps: RegistrationCaps;
  sensitiveRateLimitMax: number;
  /** LINE channel settings, or undefined (the dev stand-in answers outside production). */
  line: LineConfig | undefined;
  metricsToken: string | undefined;
  /** Share of page views that send their figures (VITALS_SAMPLE_RATE, default 0.1). */
  vitalsSampleRate: number;
  /** Beacons per minute per address (VITALS_RATE_LIMIT_MAX, default 30). */
  vitalsRateLimitMax: number;
  /** Beacons per minute per process from all addresses (VITALS_SITE_RATE_LIMIT_MAX, default 600). */
  vitalsSiteRateLimitMax: number;
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS (default 6 s): the drain's wait for kept connections to be closed by nginx (http/drain.ts). */
  shutdownDrainMs: number;
  /** The test-only slow route (TEST_SLOW_ROUTE=1 with NODE_ENV=test; never otherwise). */
  testSlowRoute: boolean;
  /** Fastify's trustProxy: the proxies believed for X-Forwarded-*, or false (TRUST_PROXY). */
  trustProxy: string[] | false;
  /** STAFF_SECRET_KEY (hex), or undefined: the key file in dataDir. */
  staffSecretKey: string | undefined;
  /** BACKOFFICE_HOST: the back office's own host, or undefined to serve it under /backoffice/ on every host. */
  backofficeHost: string | undefined;
  /** STAFF_ALLOWED_ADDRESSES: the back office's allow-list, or undefined for any address. */
  staffAllowedAddresses: string[] | undefined;
  /** STAFF_FOUR_EYES_AMOUNT: NTD (whole dollars) above which a withdrawal needs two staff approvals (default 50,000). */
  staffFourEyesAmount: number;
  /** PASSKEY_SITES: the passkeys' relying parties per brand and host (issue 39). */
  passkeySites: PasskeySite[];
}

/** Relative DATA_DIR / WEB_ROOT are taken from the repository root, not the cwd. */
function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads and checks the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    brand: e.BRAND,
    webRoot: fromRoot(e.WEB_ROOT),
    nodeEnv: e.NODE_ENV,
    testingHosts: e.TESTING_HOSTS ?? (e.NODE_ENV === 'production' ? [] : ['localhost', '127.0.0.1']),
    demoData: e.DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : e.DEMO_DATA === '1',
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    sensitiveRateLimitMax: e.SENSITIVE_RATE_LIMIT_MAX,
    addressLimits: { codesPerHour: e.ADDRESS_CODES_PER_HOUR, captchasPer10Min: e.ADDRESS_CAPTCHAS_PER_10_MIN },
    registrationCaps: { perDevice: e.REGISTRATIONS_PER_DEVICE, perAddressPerDay: e.REGISTRATIONS_PER_ADDRESS_PER_DAY },
    line:
      e.LINE_CHANNEL_ID && e.LINE_CHANNEL_SECRET
        ? { channelId: e.LINE_CHANNEL_ID, channelSecret: e.LINE_CHANNEL_SECRET, callbackUrl: e.LINE_CALLBACK_URL, apiBase: e.LINE_API_BASE }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    vitalsRateLimitMax: e.VITALS_RATE_LIMIT_MAX,
    vitalsSiteRateLimitMax: e.VITALS_SITE_RATE_LIMIT_MAX,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    testSlowRoute: e.NODE_ENV === 'test' && e.TEST_SLOW_ROUTE === '1',
    trustProxy: e.TRUST_PROXY,
    staffSecretKey: e.STAFF_SECRET_KEY,
    staffAllowedAddresses: e.STAFF_ALLOWED_ADDRESSES,
    backofficeHost: e.BACKOFFICE_HOST,
    staffFourEyesAmount: e.STAFF_FOUR_EYES_AMOUNT,
    passkeySites: e.PASSKEY_SITES,
  };
}
