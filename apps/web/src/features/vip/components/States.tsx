import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Vip.module.css';

/** Placeholders of a known height while a part of the page loads. */
export function Loading({ label, rows = 3, height = 44 }: { label: string; rows?: number; height?: number }) {
  return (
    <div className={styles.loading} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}

/** A part that failed to load, with a retry. */
export function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('vip');
  return (
    <div className={styles.failed} role="alert">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
