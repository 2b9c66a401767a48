import { walletRecycle } from '@site/contract/api/wallet';
import { newIdempotencyKey } from '@site/contract/rules/session';
import { showToast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { moneyCall } from '../../../shared/api/money-call';
import { isApiError } from '@site/client/errors';
import { walletKeys } from './keys';
import { recycleThrottle } from '../header/throttle';

/** No answer came (a dropped connection, a time-out, or our abort when the browser went offline): it may have moved. */
const outcomeUnknown = (error: unknown) => isApiError(error) && (error.case === 'network' || error.case === 'timeout' || error.case === 'aborted');

/**
 * One-click recycle of every game wallet of a currency back to main (SPEC 4):
 * one per 5 s (正在處理中，請勿重複點擊 inside the window), 回收成功 when the
 * server answers true, 回收失敗 otherwise. The call carries an Idempotency-Key
 * and is retried with the same key when the network fails.
 * Issue 34: with the browser offline nothing is sent and it says so at once; a call
 * in flight ends when the browser goes offline and says the outcome is unknown. With
 * no answer it is not 回收失敗 (the client has said 網路連線異常 for a failed
 * connection), and the next press of that currency sends the same key, so the server
 * answers that first recycle's result instead of running another.
 */
export function useRecycle() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const unanswered = useRef<{ currency: string; key: string } | null>(null);
  const toast = (message: string, kind: 'success' | 'error' | 'warning') => showToast(message, { kind, id: 'wallet-recycle' });

  const recycle = async (currency: string) => {
    // Before the throttle: a press that sends nothing does not hold the next one back.
    if (!navigator.onLine) return toast(t('recycle.offline'), 'error');
    if (!recycleThrottle.take()) return toast(t('recycle.processing'), 'warning');
    const key = unanswered.current?.currency === currency ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = { currency, key };
    const controller = new AbortController();
    const gone = () => controller.abort();
    window.addEventListener('offline', gone);
    setBusy(true);
    try {
      const done = await moneyCall(walletRecycle, { query: { currency }, signal: controller.signal }, key);
      unanswered.current = null;
      toast(done ? t('recycle.success') : t('recycle.failure'), done ? 'success' : 'error');
    } catch (error) {
      if (outcomeUnknown(error)) {
        // Our own abort is silent in the client: say it here.
        if (controller.signal.aborted) toast(t('recycle.unknown'), 'error');
      } else {
        unanswered.current = null;
        // A 401 or 503 has already logged out or left the page.
        if (!isApiError(error) || (error.case !== 'session' && error.case !== 'maintenance')) toast(t('recycle.failure'), 'error');
      }
    } finally {
      window.removeEventListener('offline', gone);
      setBusy(false);
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
    }
  };
  return { recycle, busy };
}
