import { aUserInfo } from '@site/contract/testing/users';
import { getConfirmEntries, resetConfirms, settleConfirm } from '@site/ui/confirm';
import { showToast } from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok } from '../../test/api-mock';
import { resetApp } from '../../test/render';
import { loginResult, sessionRoutes } from '../../test/session.fixtures';
import { useSessionStore } from '../stores/session';
import { takeAddressLink } from './addressLink';
import { browser } from './browser';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const address = () => window.location.pathname + window.location.search + window.location.hash;
const EXCHANGE = 'POST /api/v1/user/loginCode/exchange';

describe('login links carry a one-time code, never a token (issue 17)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetConfirms();
  });

  it('exchanges #code= for a new session: the address is cleaned at once, other parameters kept', async () => {
    const { requests } = installApi({ ...sessionRoutes(), [EXCHANGE]: () => ok(loginResult({ token: 'NEW1' })) });
    window.history.replaceState(null, '', '/game/lobby?proxyCode=P1&x=2#code=abc-DEF_123');
    const done = takeAddressLink();
    expect(address()).toBe('/game/lobby?proxyCode=P1&x=2');
    await done;
    expect(useSessionStore.getState().token).toBe('NEW1');
    expect(requests.filter((r) => r.url.pathname === '/api/v1/user/loginCode/exchange').map((r) => r.body)).toEqual([{ code: 'abc-DEF_123' }]);
  });

  it('a link to the page already open (only the fragment changes) is taken too', async () => {
    installApi({ ...sessionRoutes(), [EXCHANGE]: () => ok(loginResult({ token: 'NEW2' })) });
    window.location.hash = '#code=same-page-code-00000';
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBe('NEW2'));
    expect(window.location.hash).toBe('');
  });

  it('a used or expired code logs nobody in and says why', async () => {
    installApi({ ...sessionRoutes(), [EXCHANGE]: () => fail(400, '012082', '登入連結已失效，請重新登入') });
    window.history.replaceState(null, '', '/#code=used-code-000000000');
    await takeAddressLink();
    expect(useSessionStore.getState().token).toBeNull();
    expect(showToast).toHaveBeenCalledWith('登入連結已失效，請重新登入', { kind: 'error' });
  });

  it.each(['/?token=T-OTHER&x=1', '/#token=T-OTHER', '/#token-refused'])('a bare token in the address (%s) logs nobody in: dropped, and a toast says so', async (path) => {
    const { requests } = installApi(sessionRoutes());
    window.history.replaceState(null, '', path);
    await takeAddressLink();
    expect(address()).not.toContain('token');
    expect(useSessionStore.getState().token).toBeNull();
    expect(requests.some((r) => r.headers.token === 'T-OTHER' || r.url.pathname.includes('loginCode'))).toBe(false);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('此登入連結已停用，請重新登入', { kind: 'error' }));
  });

  it.each([
    [true, 'T2'],
    [false, 'T1'],
  ])('a link for another player while logged in asks first (switch: %s -> %s); keeping ends the link session', async (choice, expected) => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { requests } = installApi({ ...sessionRoutes(aUserInfo({ username: 'other01' })), [EXCHANGE]: () => ok(loginResult({ token: 'T2' })), 'POST /api/v1/user/logout': () => ok(null) });
    useSessionStore.setState({ token: 'T1' });
    window.history.replaceState(null, '', '/#code=code-for-other-player');
    await takeAddressLink();
    expect(useSessionStore.getState().token).toBe('T1');
    expect(window.location.hash).toBe('');
    await vi.waitFor(() => expect(getConfirmEntries()).toHaveLength(1), { timeout: 3000 });
    const [entry] = getConfirmEntries();
    expect(entry?.options.content).toContain('other01');
    settleConfirm(entry?.id ?? 0, choice);
    await vi.waitFor(() => expect(getConfirmEntries()).toHaveLength(0), { timeout: 3000 });
    expect(useSessionStore.getState().token).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(choice ? 1 : 0);
    if (!choice) await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/v1/user/logout' && r.headers.token === 'T2')).toBe(true));
  });

  it('a link for another player while logged in waits for the page to load before it is exchanged (issue 22)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { requests } = installApi({ ...sessionRoutes(aUserInfo({ username: 'other01' })), [EXCHANGE]: () => ok(loginResult({ token: 'T2' })) });
    useSessionStore.setState({ token: 'T1' });
    window.history.replaceState(null, '', '/#code=code-before-load');
    await takeAddressLink();
    expect(window.location.hash).toBe('');
    // The exchange's module is loaded (it would have run by now) and the queue drained: nothing was asked.
    await import('./loginLink');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.some((r) => r.url.pathname === '/api/v1/user/loginCode/exchange')).toBe(false);
    readyState.mockReturnValue('complete');
    dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(getConfirmEntries()).toHaveLength(1), { timeout: 3000 });
    expect(requests.filter((r) => r.url.pathname === '/api/v1/user/loginCode/exchange').map((r) => r.body)).toEqual([{ code: 'code-before-load' }]);
  });
});
