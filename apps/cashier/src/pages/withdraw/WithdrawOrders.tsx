import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { useState } from 'react';
import { useCancelWithdraw } from '../../api/useCancelWithdraw';
import { useWithdrawOrders, WITHDRAW_PAGE_SIZE } from '../../api/useWithdrawOrders';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { FormError } from '../../components/FormMessage';
import { shown } from '../../components/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useMoneySubmit } from '../../components/useMoneySubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { WithdrawOrderTerms } from './WithdrawOrderTerms';

const CANCELLABLE = ['processing', 'reviewing'];

/**
 * The player's withdrawals: processing -> reviewing -> withdrawing -> success, or failure / cancelled; cancel while
 * not yet paid out. A cancel without an answer (offline) says so at once; pressed again it sends the same key.
 */
export function WithdrawOrders() {
  const { t } = useTranslation('withdraw');
  const [page, setPage] = useState(1);
  const orders = useWithdrawOrders(page);
  const cancel = useCancelWithdraw();
  const cancelling = useMoneySubmit(cancel.mutateAsync);
  // No answer is worded as the network's failure (網路連線異常), a refusal as the server's.
  const error = cancelling.offline ? t('common:errors.network') : cancelling.refusal ? apiErrorText(cancelling.refusal, fundFailureWords(t)) : null;

  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / WITHDRAW_PAGE_SIZE));
  return (
    <section className={styles.page} aria-labelledby="withdraw-orders">
      <h2 id="withdraw-orders" className={styles.title}>
        {t('orders')}
      </h2>
      <FormError>{cancelling.repeated ? t('fund:busy') : error}</FormError>
      <QueryState query={orders} loading={t('fund:loading')} retry={t('retry')} skeletons={[64]} announceLoading={false} isEmpty={(data) => data.records.length === 0} empty={<p className={styles.hint}>{t('noOrders')}</p>}>
        {(data) => (
          <ul className={styles.list}>
            {data.records.map((o) => (
              <li key={o.orderNo} className={styles.item}>
                <strong>
                  {o.currency} {shown(o.amount)}
                  {o.usdtAmount ? <span className={styles.muted}> ≈ {o.usdtAmount} USDT</span> : null}
                </strong>
                <StatusBadge status={o.status} />
                <span className={styles.muted}>
                  {o.destination} · <span className={styles.keep}>{formatDateTime(o.createdAt)}</span>
                </span>
                {CANCELLABLE.includes(o.status) ? (
                  <Button variant="ghost" size="sm" aria-label={t('cancelOrder', { orderNo: o.orderNo })} onClick={() => void cancelling.send(o.orderNo)}>
                    {t('cancel')}
                  </Button>
                ) : (
                  <span />
                )}
                <span className={`${styles.muted} ${styles.mono}`}>{o.orderNo}</span>
                <WithdrawOrderTerms order={o} />
                {o.reason ? <span className={`${styles.muted} ${styles.span}`}>{t('reason', { reason: o.reason })}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 ? (
        <nav className={styles.actions} aria-label={t('paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('prev')}
          </Button>
          <span className={styles.muted} style={{ alignSelf: 'center', textAlign: 'center' }}>
            {t('page', { page, pages })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
