import { configLogo } from '@site/contract/api/config';
import { walletTransfer } from '@site/contract/api/wallet';
import { BRAND_SIGN_SECRETS } from '@site/contract/brands';
import { requestSign } from '@site/contract/rules/sign';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import type { ClientEnvironment } from './environment';
import type { ApiError } from './errors';
import { moneyCall } from './money-call';

const LOGO = { pcLogo: '/a.png', h5Logo: '/b.png' };
const CATALOGUE = {
  version: '1',
  errorCodes: [
    { errorCode: '030001', httpStatus: 400, description: '餘額不足', defaultDesc: 'Insufficient balance', showType: 1 },
    { errorCode: '001001', httpStatus: 401, description: '登入已失效', defaultDesc: 'expired', showType: 2 },
  ],
};
type Reply = { status?: number; body?: unknown } | 'network';

/** A client over a fetch that answers by "METHOD /path"; the environment's hooks are spies. */
function setup(routes: Record<string, () => Reply>, overrides: Partial<ClientEnvironment> = {}) {
  const requests: { url: URL; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const table: Record<string, () => Reply> = { 'GET /api/v1/basics/errorCode/version': () => ({ body: { code: '000000', msg: 'ok', data: CATALOGUE } }), ...routes };
    const reply = table[`${init.method ?? 'GET'} ${url.pathname}`]?.() ?? { status: 404, body: { code: '000404', msg: 'nf', data: null } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  const env: ClientEnvironment = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => 'tok-1',
    deviceId: () => 'abcdefghij0123456789',
    brand: () => 'pearl',
    language: () => 'TW',
    osType: () => 'h5',
    origin: () => 'https://site.example',
    currentPath: () => '/cashier/',
    navigate: vi.fn(),
    toast: vi.fn(),
    modal: vi.fn(),
    translate: async (key) => key,
    logout: vi.fn(),
    onMaintenance: vi.fn(),
    queryClient: new QueryClient(),
    ...overrides,
  };
  return { client: createApiClient(env), env, requests, fetch };
}

const ok = (data: unknown) => () => ({ body: { code: '000000', msg: 'success', data } });

describe('the shared API client', () => {
  it('signs with the environment brand, device and os type and sends the token as a header', async () => {
    const { client, requests } = setup({ 'GET /api/v1/logo': ok(LOGO) });
    await expect(client.call(configLogo)).resolves.toEqual(LOGO);
    const { headers, url } = requests[0]!;
    expect(url.search).toBe('');
    expect(headers).toMatchObject({ token: 'tok-1', 'platform-code': 'pearl', 'os-type': 'h5', origin_url: 'https://site.example' });
    expect(headers.sign).toBe(requestSign(BRAND_SIGN_SECRETS.pearl, 'abcdefghij0123456789', 'h5', headers.timestamp!));
  });

  it('says the language on every call as a header, also where the endpoint takes no language query', async () => {
    const { client, requests } = setup({ 'GET /api/v1/logo': ok(LOGO) }, { language: () => 'TH' });
    await client.call(configLogo);
    expect(requests[0]!.headers.language).toBe('TH');
  });

  it('gives a catalogued refusal its catalogue words, and a quiet call shows no toast', async () => {
    const { client, env } = setup({ 'GET /api/v1/logo': () => ({ status: 400, body: { code: '030001', msg: 'x', data: null } }) });
    const loud = await client.call(configLogo).catch((e: unknown) => e as ApiError);
    expect(loud).toMatchObject({ case: 'catalogued', text: '餘額不足' });
    expect(env.toast).toHaveBeenCalledWith('餘額不足', 'error-400030001');
    vi.mocked(env.toast).mockClear();
    const quiet = (await client.call(configLogo, { quiet: true }).catch((e: unknown) => e)) as ApiError;
    expect(quiet.text).toBe('餘額不足');
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('a 401 calls logout with its key (first of its run only once); where the host gives the notice, the client shows none', async () => {
    const { client, env } = setup({ 'GET /api/v1/logo': () => ({ status: 401, body: { code: '001001', msg: 'x', data: null } }) }, { sessionNotice: false });
    await expect(client.call(configLogo)).rejects.toMatchObject({ case: 'session' });
    await expect(client.call(configLogo)).rejects.toMatchObject({ case: 'session' });
    expect(env.logout).toHaveBeenNthCalledWith(1, true, '401001001');
    expect(env.logout).toHaveBeenNthCalledWith(2, false, '401001001');
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.modal).not.toHaveBeenCalled();
  });

  it('a 401 for a session the app ended itself (a logout under way) shows nothing and logs nothing out; one for the current session does', async () => {
    const ended = new Set(['tok-1']);
    let token = 'tok-1';
    const { client, env } = setup(
      { 'GET /api/v1/logo': () => ({ status: 401, body: { code: '001001', msg: 'x', data: null } }) },
      { token: () => token, sessionEndedHere: (sent) => ended.has(sent) },
    );
    await expect(client.call(configLogo)).rejects.toMatchObject({ case: 'session' });
    expect(env.logout).not.toHaveBeenCalled();
    expect(env.modal).not.toHaveBeenCalled();
    token = 'tok-2';
    await expect(client.call(configLogo)).rejects.toMatchObject({ case: 'session' });
    expect(env.logout).toHaveBeenCalledExactlyOnceWith(true, '401001001');
    expect(env.modal).toHaveBeenCalledTimes(1);
  });

  it('a 503 reports maintenance with its window', async () => {
    const window = { startTime: '2026-11-22T10:00:00Z', endTime: '2026-11-22T12:00:00Z' };
    const { client, env } = setup({ 'GET /api/v1/logo': () => ({ status: 503, body: { code: '000503', msg: 'm', data: window } }) });
    await expect(client.call(configLogo)).rejects.toMatchObject({ case: 'maintenance' });
    expect(env.onMaintenance).toHaveBeenCalledWith(window);
  });
});

describe('moneyCall (DESIGN 3)', () => {
  const body = { from: 'main', to: 'KT', amount: '10.00', currency: 'NTD' };
  const result = { orderNo: 'T1', from: 'main', to: 'KT', currency: 'NTD', debited: '10.00', credited: '10.00', ratio: 1, fromBalance: '0.00', toBalance: '10.00' };

  it('resends a network failure with the SAME Idempotency-Key, at most 2 more times', async () => {
    let failures = 2;
    const { client, requests } = setup({ 'POST /api/v1/wallet/transfer': () => (failures-- > 0 ? 'network' : ok(result)()) });
    await expect(moneyCall(client, walletTransfer, { body })).resolves.toEqual(result);
    const keys = requests.filter((r) => r.url.pathname === '/api/v1/wallet/transfer').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the third network failure and never resends an answer', async () => {
    const { client, requests } = setup({ 'POST /api/v1/wallet/transfer': () => 'network' });
    await expect(moneyCall(client, walletTransfer, { body })).rejects.toMatchObject({ case: 'network' });
    expect(requests).toHaveLength(3);
    const refused = setup({ 'POST /api/v1/wallet/transfer': () => ({ status: 400, body: { code: '030001', msg: 'x', data: null } }) });
    await expect(moneyCall(refused.client, walletTransfer, { body })).rejects.toMatchObject({ case: 'catalogued' });
    expect(refused.requests.filter((r) => r.url.pathname === '/api/v1/wallet/transfer')).toHaveLength(1);
  });
});
