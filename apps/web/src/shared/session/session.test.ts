import { aUserInfo } from '@site/contract/testing/users';
import { advertStateKey } from '@site/contract/rules/session';
import { resetConfirms } from '@site/ui/confirm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi } from '../../test/api-mock';
import { resetApp } from '../../test/render';
import { loginResult, sessionRoutes } from '../../test/session.fixtures';
import { ApiError } from '@site/client/errors';
import { userDetailCall } from '@site/contract/api/user';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { usePopupsStore } from '../stores/popups';
import { SESSION_STORAGE_KEY, useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { browser } from './browser';
import { isHeartbeatRunning, stopHeartbeat } from './heartbeat';
import { completeLogin, handleStateTokenRedirect, logout, registerLineHandler } from './index';
import { sessionKeys } from './keys';
import { cachedUserInfo, currentFrontendType, USER_INFO_STORAGE_KEY } from './userInfo';

const paths = (requests: { method: string; url: URL }[]) => requests.map((r) => `${r.method} ${r.url.pathname}`);

describe('session (SPEC 4)', () => {
  beforeEach(async () => {
    await resetApp();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    stopHeartbeat();
    registerLineHandler(null);
    vi.restoreAllMocks();
    resetConfirms();
  });

  it('completeLogin stores the session, fetches currency, sets the language, opens the pending activity, fetches auto transfer, closes the popup', async () => {
    const navigate = vi.fn();
    const { requests } = installApi(sessionRoutes(aUserInfo({ frontendType: 2, userType: 2, language: 'TH' })), { navigate });
    usePopupsStore.setState({ open: { kind: 'login', tab: 'register' }, pendingActivity: '/activity/entry?url=%2Fpromo' });
    await completeLogin(loginResult({ token: 'T1', language: 'TH', frontendType: 2, userType: 2 }), { firstLogin: true });

    const session = useSessionStore.getState();
    expect(session.token).toBe('T1');
    expect(session.firstLogin).toBe(true);
    // One owner: the user-info query; the frontend type derives from it, nothing copies it.
    expect(cachedUserInfo(queryClient)?.username).toBe('demo01');
    expect(currentFrontendType(queryClient)).toBe(2);
    expect(useSettingsStore.getState().frontendType).toBeNull();
    expect(useSettingsStore.getState().language).toBe('th');
    expect(navigate).toHaveBeenCalledWith('/activity/entry?url=%2Fpromo');
    expect(usePopupsStore.getState()).toMatchObject({ open: null, pendingActivity: null });
    // Started in SPEC order; they run in parallel, so the arrival order is free.
    expect(paths(requests).sort()).toEqual(['GET /api/v1/config/currency', 'GET /api/v1/user/info', 'GET /api/v1/user/isAutoGameTransfer']);
    expect(requests.every((r) => r.headers.token === 'T1')).toBe(true);
    expect(queryClient.getQueryData(sessionKeys.autoTransfer())).toBe(false);
    expect(isHeartbeatRunning()).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toEqual({ token: 'T1' });
    // The last answer is kept for the next page load, for this session only.
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? '{}').info).toMatchObject({ userId: 7 });
  });

  it("a frontendType from the address (kept in settings) wins over the user's type; without one the user's applies", async () => {
    installApi(sessionRoutes(aUserInfo({ frontendType: 2 })));
    await completeLogin(loginResult({ frontendType: 2 }));
    useSettingsStore.setState({ frontendType: 1 });
    expect(cachedUserInfo(queryClient)?.frontendType).toBe(2);
    expect(currentFrontendType(queryClient)).toBe(1);
    useSettingsStore.setState({ frontendType: null });
    expect(currentFrontendType(queryClient)).toBe(2);
  });

  it('keeps the login when a follow-up call fails', async () => {
    installApi({ ...sessionRoutes(), 'GET /api/v1/config/currency': () => fail(500, '999999') }, { toast: vi.fn(), modal: vi.fn() });
    await completeLogin(loginResult({ token: 'T2' }));
    expect(useSessionStore.getState().token).toBe('T2');
  });

  it('follows a logout and a login made in another tab (storage event), without reloading', () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    useSessionStore.setState({ token: 'T1' });
    const other = (state: unknown) =>
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: state === null ? null : JSON.stringify({ state, version: 1 }) }));
    other(null);
    expect(useSessionStore.getState().token).toBeNull();
    other({ token: 'T9' });
    expect(useSessionStore.getState().token).toBe('T9');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other.key', newValue: null }));
    expect(useSessionStore.getState().token).toBe('T9');
    expect(reload).not.toHaveBeenCalled();
  });

  it('logout: stops the heartbeat, posts logout, resets advert and user state, reloads on home', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { requests } = installApi(sessionRoutes());
    await completeLogin(loginResult({ token: 'T1' }));
    localStorage.setItem(advertStateKey(7), JSON.stringify({ lastShowDate: '2025-01-02', isNotShowToday: true, isAlreadyShow: true }));
    await logout();
    expect(isHeartbeatRunning()).toBe(false);
    const out = requests.find((r) => r.url.pathname === '/api/v1/user/logout');
    expect(out?.headers.token).toBe('T1');
    expect(useSessionStore.getState().token).toBeNull();
    expect(cachedUserInfo(queryClient)).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toBeNull();
    expect(JSON.parse(localStorage.getItem(advertStateKey(7)) ?? '{}')).toEqual({ lastShowDate: '2025-01-02', isNotShowToday: true, isAlreadyShow: false });
    expect(queryClient.getQueryData(sessionKeys.autoTransfer())).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logout ignores a failed server logout and does not reload away from home', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    installApi({ ...sessionRoutes(), 'POST /api/v1/user/logout': () => fail(500, '999999') }, { toast: vi.fn(), modal: vi.fn() });
    useSessionStore.setState({ token: 'T1' });
    window.history.replaceState(null, '', '/mine/vip');
    await logout();
    expect(useSessionStore.getState().token).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a call still under way when the player logs out, answered 401 after the server revoked its token, shows no 溫馨提示', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    let answerDetail: (reply: ReturnType<typeof fail>) => void = () => undefined;
    const modal = vi.fn();
    installApi(
      {
        ...sessionRoutes(),
        'GET /api/v1/user/detail': () => new Promise((resolve) => (answerDetail = resolve)),
      },
      { modal, toast: vi.fn() },
    );
    useSessionStore.setState({ token: 'T1' });
    window.history.replaceState(null, '', '/mine/vip');
    const underWay = call(userDetailCall).catch((error: unknown) => error);
    await vi.waitFor(() => expect(answerDetail).not.toBe(undefined));
    await logout();
    answerDetail(fail(401, '001003', 'revoked'));
    expect(await underWay).toMatchObject({ case: 'session' });
    expect(modal).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a 401 for the session the player is still in shows the 溫馨提示 and logs out', async () => {
    const modal = vi.fn();
    installApi({ ...sessionRoutes(), 'GET /api/v1/user/detail': () => fail(401, '001003', 'revoked') }, { modal, toast: vi.fn(), navigate: vi.fn() });
    useSessionStore.setState({ token: 'T2' });
    await expect(call(userDetailCall)).rejects.toMatchObject({ case: 'session' });
    await vi.waitFor(() => expect(modal).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().token).toBeNull();
  });

  describe('state-token redirect', () => {
    it('action 0 and 1 go to the registered LINE handler and leave the address', async () => {
      const handler = vi.fn();
      registerLineHandler(handler);
      window.history.replaceState(null, '', '/?stateToken=S1&action=1&proxyCode=P');
      expect(await handleStateTokenRedirect()).toBe(true);
      await vi.waitFor(() => expect(handler).toHaveBeenCalledWith('S1', 1));
      expect(window.location.search).toBe('?proxyCode=P');
      expect(await handleStateTokenRedirect('http://x/?stateToken=S0&action=0')).toBe(true);
      await vi.waitFor(() => expect(handler).toHaveBeenLastCalledWith('S0', 0));
      expect(await handleStateTokenRedirect('http://x/?a=1')).toBe(false);
    });

    it('waits for a handler registered later', async () => {
      await handleStateTokenRedirect('http://x/?stateToken=S2&action=0');
      const handler = vi.fn();
      registerLineHandler(handler);
      await vi.waitFor(() => expect(handler).toHaveBeenCalledWith('S2', 0));
    });

    it('another action goes to Account', async () => {
      const navigate = vi.fn();
      installApi({}, { navigate });
      await handleStateTokenRedirect('http://x/?stateToken=S3&action=2');
      expect(navigate).toHaveBeenCalledWith('/mine/account');
    });

    it('012060 on the second login call opens the login popup', async () => {
      registerLineHandler(() => Promise.reject(new ApiError('catalogued', { status: 400, code: '012060', msg: '', data: null })));
      await handleStateTokenRedirect('http://x/?stateToken=S4&action=1');
      await vi.waitFor(() => expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' }));
    });
  });
});
