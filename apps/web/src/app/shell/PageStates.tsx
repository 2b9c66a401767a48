import { useTranslation } from '../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import styles from './AppShell.module.css';

/** Shown while a page chunk loads; it holds the space so nothing jumps. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="40%" height={34} />
      <Skeleton width="70%" height={18} />
      <Skeleton height={220} />
    </div>
  );
}

/** A page that could not load (a lazy chunk failed): offer a reload. */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <h1>{t('errors.pageLoad')}</h1>
      <p>{t('errors.pageLoadHint')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
    </div>
  );
}
