import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../session/browser';
import { apiEnvironment, NAVIGATION_WAITS_MS, setApiEnvironment, setNavigator } from './environment';

describe('a navigation asked for by a call', () => {
  afterEach(() => {
    setNavigator(null);
    setApiEnvironment(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes through the router when it is there', () => {
    const router = vi.fn();
    setNavigator(router);
    apiEnvironment().navigate('/maintain');
    expect(router).toHaveBeenCalledWith('/maintain');
  });

  it('waits for the router when it is not there yet (a call answered while hydrating), so the page is not loaded again', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    apiEnvironment().navigate('/');
    const router = vi.fn();
    setNavigator(router);
    expect(router).toHaveBeenCalledExactlyOnceWith('/');
    vi.advanceTimersByTime(NAVIGATION_WAITS_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the address when no router comes in time (the app failed to start)', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    apiEnvironment().navigate('/');
    vi.advanceTimersByTime(NAVIGATION_WAITS_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    const router = vi.fn();
    setNavigator(router);
    expect(router).not.toHaveBeenCalled();
  });

  it('keeps only the last of several asked for before the router is there', () => {
    vi.useFakeTimers();
    apiEnvironment().navigate('/maintain');
    apiEnvironment().navigate('/');
    const router = vi.fn();
    setNavigator(router);
    expect(router).toHaveBeenCalledExactlyOnceWith('/');
  });
});
