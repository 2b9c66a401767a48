import type { HostToFrame } from '@site/contract/frame';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../shared/session/keys';
import { userInfoKey } from '../../../shared/session/userInfo';
import { walletKeys } from '../api/keys';
import { relayLiveUpdates } from './liveRelay';

const queries = new QueryClient();
afterEach(() => queries.clear());

function relay() {
  const posted: HostToFrame[] = [];
  const stop = relayLiveUpdates(queries, (m) => posted.push(m));
  return { posted, stop };
}

const balances = (main: string) => ({ currencies: [{ currency: 'NTD', balance: main }], gameWallets: [] });

describe('relaying the host live updates to the cashier frame', () => {
  it('tells the frame when the header balance changes (a live balance event or a recycle)', () => {
    queries.setQueryData(walletKeys.balance(), balances('0.00'));
    const { posted } = relay();
    queries.setQueryData(walletKeys.balance(), balances('3200.00'));
    expect(posted).toEqual([{ type: 'live', event: 'balance' }]);
  });

  it('tells the frame when the unread counts change (a notice about an order)', () => {
    const { posted } = relay();
    queries.setQueryData(sessionKeys.unread(), { total: 1, sysNotice: 0, transNotice: 1, letter: 0, opNotice: 0 });
    expect(posted).toEqual([{ type: 'live', event: 'unread' }]);
  });

  it("tells the frame when the session's user info changes (a phone bound in the popup, issue 34)", () => {
    // The user info's own key: under sessionKeys.userInfo(), ending with the session's fingerprint.
    const key = userInfoKey('token-1');
    queries.setQueryData(key, { telephone: '' });
    const { posted } = relay();
    queries.setQueryData(key, { telephone: '' });
    expect(posted).toEqual([]);
    queries.setQueryData(key, { telephone: '0922333444' });
    expect(posted).toEqual([{ type: 'live', event: 'account' }]);
  });

  it('does not relay the same data again, nor other queries, nor after stop', () => {
    queries.setQueryData(walletKeys.balance(), balances('10.00'));
    const { posted, stop } = relay();
    queries.setQueryData(walletKeys.balance(), balances('10.00'));
    queries.setQueryData(walletKeys.autoTransfer(), true);
    expect(posted).toEqual([]);
    stop();
    queries.setQueryData(walletKeys.balance(), balances('20.00'));
    expect(posted).toEqual([]);
  });
});
