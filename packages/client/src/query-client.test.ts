import { MutationObserver, onlineManager } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient: mutations (issue 34)', () => {
  it("defaults every mutation to networkMode 'always', never retried", () => {
    expect(createQueryClient().getDefaultOptions().mutations).toMatchObject({ networkMode: 'always', retry: false });
  });

  it('with the browser offline, a mutation is sent at once instead of pausing until it is back online', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async (amount: string) => `sent ${amount}`);
    const sent = new MutationObserver(client, { mutationFn }).mutate('500.00');
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    await expect(sent).resolves.toBe('sent 500.00');
  });

  it('offline, the failed call reaches the form at once (it says no connection), and is not retried', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new ApiError('network', null)));
    const observer = new MutationObserver(client, { mutationFn });
    await expect(observer.mutate()).rejects.toMatchObject({ case: 'network' });
    expect(observer.getCurrentResult().isPaused).toBe(false);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
