import type { DepositOrder } from '@site/contract/api/fund';
import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { escapeHtml } from '@site/client/html';
import { confirm } from '@site/ui/confirm';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../../app/session';
import { cashierKeys } from '../../api/keys';
import { useCancelDeposit } from '../../api/useCancelDeposit';
import { useDepositOrder } from '../../api/useDepositOrder';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { FormError } from '../../components/FormMessage';
import { shown } from '../../components/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';
import { BankReceiving, StoreReceiving, UsdtReceiving } from './Receiving';
import { DepositSuccess } from './DepositSuccess';

/**
 * One deposit order: where to pay, its status (read again every few seconds
 * while processing, so an operator's approval shows by itself), cancel while
 * processing; once approved, what was credited and the main wallet's new
 * balance (issue 34: the screen no longer turns silently back into the form),
 * the passbook and a new deposit.
 */
export function DepositOrderView({ orderNo, initial, onLeave }: { orderNo: string; initial?: DepositOrder; onLeave: () => void }) {
  const { t } = useTranslation('recharge');
  const { post } = useCashier();
  const order = useDepositOrder(orderNo, initial);
  const cancel = useCancelDeposit();
  const flight = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const succeeded = order.data?.status === 'success';
  // The credit has just moved the main wallet: the balance shown beside it is read afresh.
  useEffect(() => {
    if (succeeded) void queryClient.invalidateQueries({ queryKey: cashierKeys.balances() });
  }, [succeeded, queryClient]);
  /** Cancelling asks first (issue 19): one click on a processing order is not a decision. */

  if (!order.data) return <QueryState query={order} loading={t('loading')} retry={t('retry')} skeletons={[120]} />;

  const o = order.data;
  const processing = o.status === 'processing';
  const doCancel = async () => {
    setError(null);
    const result = await flight.run(() => cancel.mutateAsync(o.orderNo));
    if (result && !result.ok) setError(apiErrorText(result.error, fundFailureWords(t)));
  };

  // The imperative confirm (no Radix in this page's JS; the frame's host renders it): naming the order and its amount.
  const askToCancel = async () => {
    const yes = await confirm({
      title: t('order.cancelTitle'),
      content: escapeHtml(t('order.cancelAsk', { orderNo: o.orderNo, amount: `${o.currency} ${shown(o.amount)}` })),
      confirmText: t('order.cancelYes'),
      cancelText: t('order.cancelNo'),
    });
    if (yes) void doCancel();
  };

  return (
    <section className={styles.page} aria-labelledby="deposit-order">
      {o.status === 'success' ? <DepositSuccess order={o} /> : null}
      <div className={styles.panel}>
        <h2 id="deposit-order" className={styles.title}>
          {t('order.title')}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('order.amount')}</dt>
            <dd>
              {o.currency} {shown(o.amount)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('order.status')}</dt>
            <dd role="status">
              <StatusBadge status={o.status} />
            </dd>
          </div>
          {processing ? (
            <div className={styles.stat}>
              <dt>{t('order.expires')}</dt>
              <dd>{formatDateTime(o.expiresAt)}</dd>
            </div>
          ) : null}
          {/* Last and across the whole row: a long order number stays on one line where it can. */}
          <div className={`${styles.stat} ${styles.wide}`}>
            <dt>{t('order.no')}</dt>
            <dd className={styles.mono}>{o.orderNo}</dd>
          </div>
        </dl>
        {o.reason ? <p className={styles.hint}>{t('order.reason', { reason: o.reason })}</p> : null}
        {processing ? <p className={styles.hint}>{t('order.live')}</p> : null}
      </div>

      {processing && o.method === 'bank' && o.receiving.bank ? <BankReceiving bank={o.receiving.bank} fromCard={o.fromCard} /> : null}
      {processing && o.method === 'usdt' && o.receiving.usdt ? <UsdtReceiving order={o} usdt={o.receiving.usdt} /> : null}
      {processing && o.method === 'store' && o.receiving.store ? <StoreReceiving store={o.receiving.store} /> : null}

      <FormError>{flight.repeated ? t('fund:busy') : error}</FormError>
      <div className={styles.actions}>
        {processing ? (
          <Button variant="secondary" aria-disabled={flight.busy || undefined} onClick={() => void askToCancel()}>
            {flight.busy ? t('submitting') : t('order.cancel')}
          </Button>
        ) : null}
        {o.status === 'success' ? (
          <Button onClick={() => post({ type: 'passbook', filter: { tab: 'transaction', type: 'deposit' } })}>{t('order.passbook')}</Button>
        ) : null}
        {!processing ? (
          <Button variant={o.status === 'success' ? 'secondary' : 'primary'} onClick={onLeave}>
            {t('order.again')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
