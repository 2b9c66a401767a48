import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './agent.module.css';

/** A query's loading (skeletons) or failure (with retry) state on an agent page. */
export function QueryState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  if (failed) {
    return (
      <div className={styles.card} role="alert">
        <p>{t('errors.load')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.grid} role="status" aria-label={t('loading')}>
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
}
