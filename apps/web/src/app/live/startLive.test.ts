import type { ApiClient } from '@site/client/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { walletKeys } from '../../features/wallet';
import { sessionKeys } from '../../shared/session/keys';
import { applyLiveEvent } from './startLive';

function fakeClient(path = '/') {
  const call = vi.fn(async (_endpoint: { id: string }, _options?: unknown) => 1);
  const client = { call, environment: { currentPath: () => path } } as unknown as ApiClient;
  return { client, call };
}

const balance = {
  currencies: [{ currency: 'NTD', currencyName: '新臺幣', balance: '700.00', icon: '/assets/currency/NTD.svg', enabled: true, isCurrent: true }],
  gameWallets: [{ channelCode: 'KT', name: 'KT', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '300.00', ratio: 1 }],
};

describe('live events applied to the page', () => {
  it('unread and balance go straight into the header queries, with no request', () => {
    const queries = new QueryClient();
    const { client, call } = fakeClient();
    applyLiveEvent({ event: 'unread', data: { total: 5, sysNotice: 2, transNotice: 3, letter: 0, opNotice: 0 } }, client, queries);
    applyLiveEvent({ event: 'balance', data: balance }, client, queries);
    expect(queries.getQueryData(sessionKeys.unread())).toMatchObject({ total: 5 });
    expect(queries.getQueryData(walletKeys.balance())).toEqual(balance);
    expect(call).not.toHaveBeenCalled();
  });

  it('logout and maintenance on take the usual API paths through one authenticated call', () => {
    const queries = new QueryClient();
    const { client, call } = fakeClient();
    applyLiveEvent({ event: 'logout', data: { code: '001004' } }, client, queries);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ id: 'user.heartbeat' });
    applyLiveEvent({ event: 'maintenance', data: { on: false } }, client, queries);
    expect(call).toHaveBeenCalledTimes(1);
    applyLiveEvent({ event: 'maintenance', data: { on: true } }, client, queries);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('maintenance off while on the 503 screen: the successful call sends the player home', () => {
    const { client, call } = fakeClient('/situation/503');
    applyLiveEvent({ event: 'maintenance', data: { on: false } }, client, new QueryClient());
    expect(call).toHaveBeenCalledTimes(1);
  });
});
