import { formatDateTime } from '@site/contract/rules/format';
import { useWalletAddresses } from '../../api/useWalletAddresses';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { BindAddressForm } from './BindAddressForm';

/** Bind a TRC-20 wallet address (SPEC 3): the bound list, then the form (BindAddressForm). Bound at once, no review. */
export function BindAddressPage(_props: PageProps<'bindAddress'>) {
  const { t } = useTranslation('bindAddress');
  useTranslation('fund');
  useTranslation('withdraw');
  const addresses = useWalletAddresses();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section aria-label={t('list')}>
        <QueryState query={addresses} loading={t('fund:loading')} retry={t('retry')} skeletons={[56]} isEmpty={(data) => data.length === 0} empty={<p className={styles.hint}>{t('none')}</p>}>
          {(data) => (
            <ul className={styles.list}>
              {data.map((a) => (
                <li key={a.id} className={styles.item}>
                  <strong>{a.name}</strong>
                  <span className={styles.muted}>{a.network}</span>
                  <span className={`${styles.mono} ${styles.muted} ${styles.span}`}>{a.address}</span>
                  <span className={styles.muted}>{a.usableFrom ? t('withdraw:held', { time: formatDateTime(a.usableFrom) }) : formatDateTime(a.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <BindAddressForm />
    </div>
  );
}
