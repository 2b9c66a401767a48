import type { FrameLiveEvent } from '@site/contract/frame';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cashierKeys } from '../api/keys';
import { fundKeys } from '../api/fundKeys';

/**
 * What each live event relayed by the host (`live` message, issue 19) makes stale in the frame:
 * - `balance`: every balance (main and game wallets) and the withdrawal info (what may be withdrawn);
 * - `unread`: a notice came, usually a decision on an order or a binding: the deposit and withdrawal
 *   orders, the bound cards, the passbook, the ID verification and the first deposit's setup;
 * - `account`: the player's user info changed (a phone bound in the host's popup, issue 34): the
 *   deposit channels, which carry the first deposit's setup.
 */
export const LIVE_STALE: Record<FrameLiveEvent, readonly QueryKey[]> = {
  balance: [cashierKeys.balances(), fundKeys.withdraws()],
  unread: [fundKeys.deposits(), fundKeys.withdraws(), fundKeys.cards(), fundKeys.passbooks(), cashierKeys.idCard(), fundKeys.allChannels()],
  account: [fundKeys.allChannels()],
};

/** Reads again the queries a live event made stale (only those on screen are fetched now). */
export function refreshLive(queryClient: QueryClient, event: FrameLiveEvent): Promise<unknown> {
  return Promise.all(LIVE_STALE[event].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
