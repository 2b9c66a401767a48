import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../session/browser';
import { isCodeLoadError, reloadForNewBuild } from './newBuild';

describe('a page whose code is gone (a new build was deployed)', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/activity/list?type=2');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('knows a chunk that could not be fetched in Chromium, Firefox and Safari, and a CSS preload that failed', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://site.test/assets/Ab12cd34.js',
      'error loading dynamically imported module: https://site.test/assets/Ab12cd34.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/Ab12cd34.css',
    ])
      expect(isCodeLoadError(new TypeError(message))).toBe(true);
    expect(isCodeLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(true);
  });

  it('loads the address again once, and not a second time within a minute (a chunk really broken shows the error)', () => {
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(50_000);
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(62_000);
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each address on its own', () => {
    expect(reloadForNewBuild()).toBe(true);
    window.history.replaceState(null, '', '/game/lobby');
    vi.setSystemTime(2_000);
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing offline (a reload would only find the offline screen)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when what the tab remembered is not its own record', () => {
    sessionStorage.setItem('newBuild:reloaded', '{not json');
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
