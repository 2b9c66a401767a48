import type { DepositOrder } from '@site/contract/api/fund';
import { Skeleton } from '@site/ui/skeleton';
import { useBalance } from '../../api/useBalance';
import styles from '../../components/fund.module.css';
import { shown } from '../../components/money';
import { useTranslation } from '../../i18n/useTranslation';
import local from './FirstDeposit.module.css';

/** An approved deposit (issue 34): said plainly, with the amount credited and the main wallet's balance now. */
export function DepositSuccess({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('recharge');
  const balance = useBalance();
  const main = balance.data?.currencies.find((c) => c.currency === order.currency);
  return (
    <div className={local.success}>
      <h2 className={local.successTitle}>
        <svg className={local.tick} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.2" />
          <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('success.title')}
      </h2>
      <p>{t('success.credited', { amount: `${order.currency} ${shown(order.amount)}` })}</p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('success.balance')}</dt>
          <dd>{main && !balance.isFetching ? `${main.currency} ${shown(main.balance)}` : balance.isError ? '—' : <Skeleton width={96} height={18} />}</dd>
        </div>
      </dl>
    </div>
  );
}
