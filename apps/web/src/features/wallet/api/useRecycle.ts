import { walletRecycle } from '@site/contract/api/wallet';
import { showToast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isApiError } from '@site/client/errors';
import { moneyCall } from './idempotency';
import { walletKeys } from './keys';
import { recycleThrottle } from '../header/throttle';

/**
 * One-click recycle of every game wallet of a currency back to main (SPEC 4):
 * one per 5 s (正在處理中，請勿重複點擊 inside the window), 回收成功 when the
 * server answers true, 回收失敗 otherwise. The call carries an Idempotency-Key
 * and is retried with the same key when the network fails.
 */
export function useRecycle() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const recycle = async (currency: string) => {
    if (!recycleThrottle.take()) {
      showToast(t('recycle.processing'), { kind: 'warning', id: 'wallet-recycle' });
      return;
    }
    setBusy(true);
    try {
      const done = await moneyCall(walletRecycle, { query: { currency } });
      if (done) showToast(t('recycle.success'), { kind: 'success', id: 'wallet-recycle' });
      else showToast(t('recycle.failure'), { kind: 'error', id: 'wallet-recycle' });
    } catch (error) {
      // A 401 or 503 has already logged out or left the page.
      if (!isApiError(error) || (error.case !== 'session' && error.case !== 'maintenance')) {
        showToast(t('recycle.failure'), { kind: 'error', id: 'wallet-recycle' });
      }
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
    }
  };
  return { recycle, busy };
}
