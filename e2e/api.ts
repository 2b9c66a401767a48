import { BRAND_SIGN_SECRETS, type BrandId } from '@site/contract/brands';
import { requestSign } from '@site/contract/rules/sign';

const DEVICE_ID = 'e2e0000000000000000000000000dev';

/**
 * fetch from the test process, each call on a connection of its own (`connection: close`): the operator CLI
 * (e2e/ops.ts) blocks this process for seconds, so fetch cannot see the server close an idle kept connection (its
 * keep-alive is 10 s) and would send the next call into it ("other side closed": agent.spec.ts failed so in 4 runs
 * of 6).
 */
export function testFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), connection: 'close' } });
}

/** The SPA's signed headers (SPEC 7) for a call from the test process. */
export function signedHeaders(baseUrl: string, token?: string, brand: BrandId = 'jade'): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'device-id': DEVICE_ID,
    'os-type': 'pc',
    timestamp,
    'platform-code': brand,
    origin_url: baseUrl,
    sign: requestSign(BRAND_SIGN_SECRETS[brand], DEVICE_ID, 'pc', timestamp),
    ...(token ? { token } : {}),
  };
}

/** A signed API call from the test process, as the SPA would make it. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; brand?: BrandId; headers?: Record<string, string> } = {},
): Promise<{ status: number; code: string; data: T }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signedHeaders(baseUrl, options.token, options.brand),
    ...options.headers,
  };
  const res = await testFetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await res.json()) as { code: string; data: T };
  return { status: res.status, code: json.code, data: json.data };
}

export async function loginByApi(baseUrl: string, username: string, pwd = 'demo1234'): Promise<string> {
  const r = await api<{ token: string }>(baseUrl, 'POST', '/v1/user/login', { body: { username, pwd } });
  if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${r.code}`);
  return r.data.token;
}

/** The newest code the dev outbox holds for a number (the number without its leading 0 or with it). */
export async function latestCode(baseUrl: string, telephone: string, requestType?: number): Promise<string> {
  const res = await testFetch(`${baseUrl}/dev/outbox.json?telephone=${encodeURIComponent(telephone)}`);
  const json = (await res.json()) as unknown;
  const all = (Array.isArray(json) ? json : ((json as { data?: unknown; records?: unknown }).data ?? (json as { records?: unknown }).records)) as Array<{ code: string; requestType: number }>;
  const list = requestType === undefined ? all : all?.filter((e) => e.requestType === requestType);
  if (!list?.length) throw new Error(`no code in the outbox for ${telephone}`);
  return list[0]!.code;
}

export interface Game {
  id: number;
  gameCode: string;
  name: string;
}

/** A game of the catalogue by its code, with the name the lobby shows. */
export async function gameNamed(baseUrl: string, code: string): Promise<Game> {
  const r = await api<Game[]>(baseUrl, 'GET', '/v1/game/list?currency=NTD&language=TW');
  const game = r.data.find((g) => g.gameCode === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
}

/**
 * A login link's fragment for the player of `token` (issue 17: a link carries a one-time code, never
 * a token): `#code=...`, minted by that session, valid 60 seconds and once. Mint it right before the
 * navigation that uses it.
 */
export async function loginFragment(baseUrl: string, token: string): Promise<string> {
  const r = await api<{ code: string }>(baseUrl, 'POST', '/v1/user/loginCode', { token, body: { purpose: 'login' } });
  if (r.status !== 200) throw new Error(`loginCode failed: ${r.status} ${r.code}`);
  return `#code=${r.data.code}`;
}
