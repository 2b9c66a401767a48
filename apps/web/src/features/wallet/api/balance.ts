import { userIsAutoGameTransfer } from '@site/contract/api/user';
import { walletBalance } from '@site/contract/api/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/stores/session';
import { useLiveStatus } from '../../../shared/live/status';
import { walletKeys } from './keys';

/** Main balance per currency and the game wallets of the player's currency (SPEC 3 Wallet balance). */
export function useBalance() {
  const token = useSessionStore((s) => s.token);
  // While the live stream is healthy it pushes every balance change: no refetch on focus.
  const streaming = useLiveStatus((s) => s.streaming);
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => call(walletBalance, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    // Back from a game window the balance has moved (the live stream says so itself).
    refetchOnWindowFocus: !streaming,
  });
}

/** Marks the balance stale and refetches it where it is shown. */
export function useInvalidateBalance(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.balance() });
}

/**
 * The auto-transfer setting, kept warm while the header wallet shows, so a
 * game click knows at once whether a window or the transfer popup opens.
 */
export function useAutoTransferSetting() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: walletKeys.autoTransfer(),
    queryFn: () => call(userIsAutoGameTransfer),
    enabled: token !== null,
    staleTime: Infinity,
  });
}
