import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoaded } from './pageLoaded';

afterEach(() => vi.restoreAllMocks());

describe('pageLoaded', () => {
  it('waits for the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let settled = false;
    const waiting = pageLoaded().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles at once once the page has loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    await expect(pageLoaded()).resolves.toBeUndefined();
  });
});
