import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from '../protection.module.css';

/**
 * The protection pages' answer while their figures are not there: the failure with a retry, or
 * `cards` skeletons while loading; null once the data has come (the page then shows its cards).
 */
export function QueryState({ query, failedText, cards }: { query: { isError: boolean; data: unknown; refetch: () => unknown }; failedText: string; cards: number }) {
  const { t } = useTranslation('protection');
  if (query.isError) {
    return (
      <div className={styles.notice} role="alert">
        <p>{failedText}</p>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  if (query.data) return null;
  return (
    <div className={styles.cards} role="status">
      <span className={styles.visuallyHidden}>{t('loading')}</span>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} height={220} />
      ))}
    </div>
  );
}
