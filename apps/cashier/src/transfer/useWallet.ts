import { walletBalance, walletSetAutoTransfer, walletTransfer } from '@site/contract/api/wallet';
import { userIsAutoGameTransfer } from '@site/contract/api/user';
import type { ResponseOf } from '@site/contract/endpoint';
import { useCallback, useEffect, useState } from 'react';
import { moneyRequest, request, type ApiSession } from '../lib/api';
import type { Language } from '../lib/i18n';

export type Balances = ResponseOf<typeof walletBalance>;

export interface WalletState {
  balances: Balances | null;
  auto: boolean | null;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  transfer: (input: { from: string; to: string; amount: string }) => Promise<ResponseOf<typeof walletTransfer>>;
  setAuto: (enabled: boolean) => Promise<boolean>;
}

/** Balances and the auto-transfer setting of the player, and the two calls that change them. */
export function useWallet(session: ApiSession, currency: string, language: Language): WalletState {
  const [balances, setBalances] = useState<Balances | null>(null);
  const [auto, setAutoState] = useState<boolean | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [b, a] = await Promise.all([request(session, walletBalance, { query: { currency, language } }), request(session, userIsAutoGameTransfer)]);
      setBalances(b);
      setAutoState(a);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [session, currency, language]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const transfer = useCallback(
    async (input: { from: string; to: string; amount: string }) => {
      const result = await moneyRequest(session, walletTransfer, { body: { ...input, currency } });
      await reload();
      return result;
    },
    [session, currency, reload],
  );

  const setAuto = useCallback(
    async (enabled: boolean) => {
      const value = await request(session, walletSetAutoTransfer, { body: { enabled } });
      setAutoState(value);
      return value;
    },
    [session],
  );

  return { balances, auto, loading, failed, reload, transfer, setAuto };
}
