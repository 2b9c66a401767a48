import { HEARTBEAT_INTERVAL_MS } from '@site/contract/constants';
import { ApiError } from '@site/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session';
import { browser } from './browser';
import { homeKeepingProxy, isHeartbeatRunning, startHeartbeat, stopHeartbeat } from './heartbeat';

// The boundary: every heartbeat is one call() of user.heartbeat.
const call = vi.hoisted(() => vi.fn());
vi.mock('../api/call', () => ({ call }));

const beats = () => call.mock.calls.filter(([endpoint]) => (endpoint as { id: string }).id === 'user.heartbeat').length;

describe('heartbeat (SPEC 4)', () => {
  beforeEach(() => {
    call.mockReset();
    useSessionStore.setState({ token: 'tok-1' });
    vi.useFakeTimers();
  });
  afterEach(() => {
    stopHeartbeat();
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('posts every 180000 ms, and a second start does not double it', async () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(180_000);
    call.mockResolvedValue({ expiresAt: '2030-01-01T00:00:00Z' });
    startHeartbeat();
    startHeartbeat();
    await vi.advanceTimersByTimeAsync(179_999);
    expect(beats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(beats()).toBe(3);
    expect(isHeartbeatRunning()).toBe(true);
  });

  it('skips a beat while the previous one is still running', async () => {
    let release: () => void = () => undefined;
    call.mockImplementation(() => new Promise((resolve) => (release = () => resolve({ expiresAt: 'x' }))));
    startHeartbeat();
    await vi.advanceTimersByTimeAsync(180_000 * 3);
    expect(beats()).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(beats()).toBe(2);
  });

  it('on failure stops, logs out locally and goes to the site keeping the proxy code', async () => {
    window.history.replaceState(null, '', '/game/lobby?proxyCode=AG77&x=1');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    call.mockRejectedValue(new Error('401'));
    startHeartbeat();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(assign).toHaveBeenCalledWith('/?proxyCode=AG77');
    expect(useSessionStore.getState().token).toBeNull();
    expect(isHeartbeatRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(beats()).toBe(1);
  });

  it('a session that ended (the API client already told, logged out and went home, asking to log in again) loads nothing anew', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    call.mockRejectedValue(new ApiError('session', { status: 401, code: '001003', msg: 'expired', data: null }));
    startHeartbeat();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(assign).not.toHaveBeenCalled();
    expect(isHeartbeatRunning()).toBe(false);
  });

  it('does not beat without a token', async () => {
    useSessionStore.setState({ token: null });
    startHeartbeat();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(beats()).toBe(0);
  });

  it('goes to the bare root without a proxy code', () => {
    expect(homeKeepingProxy('?a=1')).toBe('/');
    expect(homeKeepingProxy('?proxyCode=P%201')).toBe('/?proxyCode=P+1');
  });
});
