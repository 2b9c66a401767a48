import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useWalletAddresses } from '../../api/useWalletAddresses';
import styles from '../../components/fund.module.css';
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
        {addresses.data ? (
          addresses.data.length ? (
            <ul className={styles.list}>
              {addresses.data.map((a) => (
                <li key={a.id} className={styles.item}>
                  <strong>{a.name}</strong>
                  <span className={styles.muted}>{a.network}</span>
                  <span className={`${styles.mono} ${styles.muted} ${styles.span}`}>{a.address}</span>
                  <span className={styles.muted}>{a.usableFrom ? t('withdraw:held', { time: formatDateTime(a.usableFrom) }) : formatDateTime(a.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>{t('none')}</p>
          )
        ) : addresses.isError ? (
          <div role="alert" className={styles.actions}>
            <p className={styles.hint}>{t('fund:loadFailed')}</p>
            <Button variant="ghost" onClick={() => void addresses.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Skeleton height={56} />
        )}
      </section>
      <BindAddressForm />
    </div>
  );
}
