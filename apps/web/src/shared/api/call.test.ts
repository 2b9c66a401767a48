import { configErrorCodeByVersion, configLanguage, configLogo, configMaintain } from '@site/contract/api/config';
import { BRAND_SIGN_SECRETS } from '@site/contract/brands';
import { gameApi } from '@site/contract/api/game';
import { requestSign } from '@site/contract/rules/sign';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok } from '../../test/api-mock';
import { errorCatalogue, gameTypes, logo } from '../../test/site.fixtures';
import { resetApp } from '../../test/render';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { useSituationStore } from '../stores/situation';
import { call } from './call';
import { CATALOGUE_STORAGE_PREFIX } from '@site/client/catalogue';
import { ApiError } from '@site/client/errors';
import { REQUEST_TIMEOUT_MS } from '@site/client/request';

const TEXTS: Record<string, string> = {
  'dialog.notice': '溫馨提示',
  'actions.close': '關閉',
  'errors.network': '網路連線異常，請稍後再試',
  'errors.timeout': '請求逾時，請稍後再試',
  'errors.sessionEnded': '登入狀態已失效，請重新登入',
};

function setup(routes: Parameters<typeof installApi>[0] = {}, path = '/') {
  const spies = {
    navigate: vi.fn(),
    toast: vi.fn(),
    modal: vi.fn(),
  };
  const api = installApi(routes, {
    ...spies,
    currentPath: () => path,
    translate: async (key: string) => TEXTS[key] ?? key,
  });
  return { ...api, ...spies };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Toasts and modals are shown from promise callbacks; let them run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('API client (SPEC 7 headers, SPEC 8 rules)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('parses the envelope and the endpoint schema and sends the SPEC 7 headers', async () => {
    const { requests } = setup();
    await expect(call(configLogo)).resolves.toEqual(logo);
    const { headers, url } = requests[0]!;
    expect(url.pathname).toBe('/api/v1/logo');
    expect(headers['device-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['os-type']).toBe('pc');
    expect(headers['platform-code']).toBe('jade');
    expect(headers.origin_url).toBe(window.location.origin);
    expect(Number(headers.timestamp)).toBeGreaterThan(Date.now() - 5000);
    expect(headers.sign).toBe(requestSign(BRAND_SIGN_SECRETS.jade, headers['device-id']!, 'pc', headers.timestamp!));
    expect(headers.token).toBeUndefined();
  });

  it('sends the token when logged in, adds the language query and keeps the device id', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    useSettingsStore.setState({ language: 'th' });
    const { requests } = setup();
    await call(gameApi.type);
    await call(configLogo);
    expect(requests[0]!.headers.token).toBe('tok-123');
    expect(requests[0]!.url.searchParams.get('language')).toBe('TH');
    expect(requests[1]!.url.searchParams.has('language')).toBe(false);
    expect(requests[1]!.headers['device-id']).toBe(requests[0]!.headers['device-id']);
  });

  it('calls /maintain without the /api prefix and fills path parameters', async () => {
    const { requests } = setup({ 'GET /api/v1/basics/errorCode/version/7': () => ok(errorCatalogue('7')) });
    await call(configMaintain);
    await call(configErrorCodeByVersion, { params: { version: '7' }, query: { language: 'EN' } });
    expect(requests[0]!.url.pathname).toBe('/maintain');
    expect(requests[0]!.headers.accept).toBe('application/json');
    expect(requests[1]!.url.pathname).toBe('/api/v1/basics/errorCode/version/7');
    expect(requests[1]!.url.searchParams.get('language')).toBe('EN');
  });

  it('treats a response without a body as a network error', async () => {
    const { toast } = setup({ 'GET /api/v1/logo': () => ({ status: 502 }) });
    const error = await failure(call(configLogo));
    expect(error.case).toBe('network');
    await settle();
    expect(toast).toHaveBeenCalledWith('網路連線異常，請稍後再試', 'network');
  });

  it('treats a failed fetch and a non-JSON body as network errors', async () => {
    const { fetch } = setup({ 'GET /api/v1/logo': () => ({ status: 200, body: '<html>' }) });
    expect((await failure(call(configLogo))).case).toBe('network');
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(call(configLogo))).case).toBe('network');
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    const { fetch, toast } = setup();
    fetch.mockImplementationOnce(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = failure(call(configLogo));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { interval: 1 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 10);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect((await pending).case).toBe('timeout');
    await vi.advanceTimersByTimeAsync(1);
    expect(toast).toHaveBeenCalledWith('請求逾時，請稍後再試', 'network');
  });

  it('rejects data that does not match the contract', async () => {
    setup({ 'GET /api/v1/logo': () => ok({ pcLogo: 1 }) });
    expect((await failure(call(configLogo))).case).toBe('invalid');
  });

  it('503 stores the window and goes to the maintenance screen', async () => {
    const window = { startTime: '2025-03-01T02:00:00Z', endTime: '2025-03-01T04:00:00Z' };
    const { navigate } = setup({ 'GET /api/v1/logo': () => fail(503, '000503', 'maintenance', window) });
    const error = await failure(call(configLogo));
    expect(error.case).toBe('maintenance');
    expect(error.response?.status).toBe(503);
    expect(navigate).toHaveBeenCalledWith('/situation/503');
    expect(useSituationStore.getState().maintenance).toEqual(window);
  });

  it('on the 500 or 503 screen any successful response goes home, except the maintenance info', async () => {
    for (const path of ['/situation/500', '/situation/503']) {
      const { navigate } = setup({}, path);
      await call(configMaintain);
      expect(navigate).not.toHaveBeenCalled();
      await call(configLogo);
      expect(navigate).toHaveBeenCalledWith('/');
    }
    const { navigate } = setup({}, '/service');
    await call(configLogo);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 shows a 溫馨提示 modal with a close button, logs out and goes home, once per run of repeats', async () => {
    useSessionStore.setState({ token: 'old' });
    const { modal, navigate } = setup({ 'GET /api/v1/logo': () => fail(401, '001005', 'expired') });
    const first = await failure(call(configLogo));
    expect(first.case).toBe('session');
    expect(first.key).toBe('401001005');
    expect(modal).toHaveBeenCalledWith({ title: '溫馨提示', content: '登入已逾時，請重新登入', closeText: '關閉' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    await failure(call(configLogo));
    await failure(call(configLogo));
    expect(modal).toHaveBeenCalledTimes(1);
  });

  it('a new run of session errors is shown again after a success', async () => {
    let expired = true;
    const { modal } = setup({ 'GET /api/v1/logo': () => (expired ? fail(401, '001005') : ok(logo)) });
    await failure(call(configLogo));
    expired = false;
    await call(configLogo);
    expired = true;
    await failure(call(configLogo));
    expect(modal).toHaveBeenCalledTimes(2);
  });

  it('403 with 001002 ends the session; 403 with another code does not', async () => {
    useSessionStore.setState({ token: 'abc' });
    const { modal } = setup({
      'GET /api/v1/logo': () => fail(403, '001002', 'elsewhere'),
      'GET /api/v1/config/language': () => fail(403, '009999', 'forbidden'),
    });
    expect((await failure(call(configLogo))).case).toBe('session');
    expect(modal.mock.calls[0]![0]).toMatchObject({ title: '溫馨提示', content: '帳號已在其他裝置登入' });
    useSessionStore.setState({ token: 'abc' });
    expect((await failure(call(configLanguage))).case).toBe('unknown');
    expect(useSessionStore.getState().token).toBe('abc');
  });

  it('looks the error up by status + code and shows it by showType: 0 silent, 1 toast, 2 modal', async () => {
    let code = '012003';
    const { toast, modal } = setup({ 'GET /api/v1/logo': () => fail(400, code, 'server text') });
    const silent = await failure(call(configLogo));
    expect(silent.case).toBe('catalogued');
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();

    code = '012001';
    const toasted = await failure(call(configLogo));
    expect(toasted).toMatchObject({ case: 'catalogued', response: { status: 400, code: '012001', msg: 'server text' } });
    expect(toast).toHaveBeenCalledWith('帳號或密碼錯誤', 'error-400012001');

    code = '012002';
    await failure(call(configLogo));
    expect(modal).toHaveBeenCalledWith({ title: '溫馨提示', content: '帳號已被鎖定', closeText: '關閉' });
  });

  it('an unknown code gives the toast "error: <code>" and is rejected to the caller', async () => {
    const { toast } = setup({ 'GET /api/v1/logo': () => fail(400, '777777', 'odd') });
    const error = await failure(call(configLogo));
    expect(error.case).toBe('unknown');
    expect(error.response).toEqual({ status: 400, code: '777777', msg: 'odd', data: null });
    expect(toast).toHaveBeenCalledWith('error: 777777', 'error-400777777');
  });

  it('caches the catalogue per language and version (memory and localStorage)', async () => {
    const { requests } = setup({ 'GET /api/v1/logo': () => fail(400, '012001') });
    await failure(call(configLogo));
    await failure(call(configLogo));
    const catalogueCalls = () => requests.filter((r) => r.url.pathname === '/api/v1/basics/errorCode/version');
    expect(catalogueCalls()).toHaveLength(1);
    expect(catalogueCalls()[0]!.url.searchParams.get('language')).toBe('TW');
    const stored = JSON.parse(localStorage.getItem(`${CATALOGUE_STORAGE_PREFIX}TW`) ?? '{}') as { version?: string };
    expect(stored.version).toBe('3');

    useSettingsStore.setState({ language: 'en' });
    await failure(call(configLogo));
    expect(catalogueCalls()).toHaveLength(2);
    expect(catalogueCalls()[1]!.url.searchParams.get('language')).toBe('EN');
  });

  it('uses a stored catalogue at once and refreshes it when the version changed', async () => {
    localStorage.setItem(`${CATALOGUE_STORAGE_PREFIX}TW`, JSON.stringify({ version: '1', errorCodes: [] }));
    const { toast } = setup({
      'GET /api/v1/logo': () => fail(400, '012001'),
      'GET /api/v1/basics/errorCode/version': () => ok(errorCatalogue('2')),
    });
    await failure(call(configLogo));
    expect(toast).toHaveBeenLastCalledWith('error: 012001', 'error-400012001');
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(`${CATALOGUE_STORAGE_PREFIX}TW`) ?? '{}').version).toBe('2'));
  });

  it('parses what the contract says the game types are', async () => {
    setup();
    await expect(call(gameApi.type, { query: { language: 'TW' } })).resolves.toHaveLength(gameTypes.length);
  });
});
