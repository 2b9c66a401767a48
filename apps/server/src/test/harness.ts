import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_SIGN_SECRETS, buildPath, envelope, requestSign, type BrandId, type Endpoint } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { buildApp, type BuildOptions } from '../app';
import { loadEnv } from '../env';
import { servedPath } from '../openapi';
import { createTestDatabase } from './pg';
import { copySqliteTemplate, templatesEnabled } from './template';

export const TEST_DEVICE_ID = 'abcdefghij0123456789';

export interface SignOptions {
  brand?: BrandId;
  deviceId?: string;
  osType?: string;
  /** Milliseconds; default now. */
  timestamp?: number | string;
}

/** The five sign headers of DESIGN 3, signed with the contract's (browser) implementation. */
export function signHeaders(options: SignOptions = {}): Record<string, string> {
  const brand = options.brand ?? 'jade';
  const deviceId = options.deviceId ?? TEST_DEVICE_ID;
  const osType = options.osType ?? 'pc';
  const timestamp = String(options.timestamp ?? Date.now());
  return {
    'device-id': deviceId,
    'os-type': osType,
    timestamp,
    'platform-code': brand,
    sign: requestSign(BRAND_SIGN_SECRETS[brand], deviceId, osType, timestamp),
  };
}

export interface FetchOptions {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false: no sign headers; an object: sign with these options. Default: signed now. */
  sign?: false | SignOptions;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: FetchOptions['query'];
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as the `token` header. */
  token?: string;
  /** Sign options, e.g. another device id. */
  sign?: SignOptions;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: T;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A real HTTP request to the running server. */
  fetch<T = unknown>(path: string, options?: FetchOptions): Promise<TestResponse<T>>;
  /** Calls a contract endpoint, expects 200 + success envelope, and returns `data` parsed by the contract. */
  call<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<z.output<E['response']>>;
  /** Calls a contract endpoint expecting a failure; returns the status and the failure envelope. */
  fail(endpoint: Endpoint, input?: CallInput): Promise<{ status: number; code: string; msg: string; data: unknown }>;
  close(): Promise<void>;
}

const LOOSE_ADDRESS_LIMITS = { codesPerHour: 1_000_000, captchasPer10Min: 1_000_000 };
/** Test players register from one device id and address: the caps are loosened unless a test sets them. */
const LOOSE_REGISTRATION_CAPS = { perDevice: 1_000_000, perAddressPerDay: 1_000_000 };

/**
 * Starts the real server on a random port over a fresh database: a temporary
 * SQLite file, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
export async function startTestServer(options: Omit<BuildOptions, 'dataDir'> & { dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'server-test-'));
  // A new database starts as a copy of the migrated and seeded template (test/template.ts) when it would be seeded
  // the template's way (demo data on); a given database or data folder is used as it is.
  const seeded = templatesEnabled() && (options.env ?? loadEnv()).demoData;
  const pg = options.databaseUrl ? undefined : await createTestDatabase(undefined, { seeded });
  const databaseUrl = options.databaseUrl ?? pg?.url;
  if (seeded && !databaseUrl && !options.dataDir) await copySqliteTemplate(dataDir);
  // Every test request comes from 127.0.0.1: the per-address limits are loosened unless a test sets them.
  const app = await buildApp({ logger: false, maintenanceCacheMs: 0, publicAnswerFreshMs: 0, webRoot: join(dataDir, 'no-web'), addressLimits: LOOSE_ADDRESS_LIMITS, registrationCaps: LOOSE_REGISTRATION_CAPS, ...options, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const doFetch = async <T>(path: string, o: FetchOptions = {}): Promise<TestResponse<T>> => {
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(o.sign === false ? {} : signHeaders(o.sign ?? {})), ...o.headers };
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    // fetch sends its own Host: a request naming another host (a testing host, SPEC 6) goes through node:http.
    const res = headers.host === undefined ? await fetch(target, { method: o.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) }) : await requestWithHost(target, o.method ?? 'GET', headers, body);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: jsonOrUndefined(text) as T };
  };

  const callFetch = (endpoint: Endpoint, input: CallInput) => {
    const path = buildPath(servedPath(endpoint), input.params ?? {});
    const headers = { ...input.headers, ...(input.token ? { token: input.token } : {}) };
    return doFetch(path, { method: endpoint.method, query: input.query, body: input.body, headers, ...(input.sign ? { sign: input.sign } : {}) });
  };

  return {
    app,
    url,
    dataDir,
    databaseUrl,
    fetch: doFetch,
    call: async <E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<z.output<E['response']>> => {
      const res = await callFetch(endpoint, input);
      if (res.status !== 200) throw new Error(`${endpoint.id}: HTTP ${res.status} ${res.text}`);
      const parsed = envelope(endpoint.response).safeParse(res.json);
      if (!parsed.success) throw new Error(`${endpoint.id}: response does not match the contract: ${JSON.stringify(parsed.error.issues)}`);
      if (parsed.data.code !== '000000') throw new Error(`${endpoint.id}: code ${parsed.data.code}`);
      return parsed.data.data as z.output<E['response']>;
    },
    fail: async (endpoint, input = {}) => {
      const res = await callFetch(endpoint, input);
      if (res.status === 200) throw new Error(`${endpoint.id}: expected a failure, got 200 ${res.text}`);
      const json = res.json as { code: string; msg: string; data: unknown };
      return { status: res.status, code: json.code, msg: json.msg, data: json.data };
    },
    close: async () => {
      await app.close();
      await pg?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A reply's body as JSON, or undefined when it is not JSON (an HTML page, an empty body). */
/** A request whose Host header is the caller's (fetch would replace it), answered as a Response. */
function requestWithHost(target: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') replyHeaders.set(name, value);
        const status = res.statusCode ?? 0;
        resolve(new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: replyHeaders }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
