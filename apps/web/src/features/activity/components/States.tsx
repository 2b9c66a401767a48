import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Activity.module.css';

/** Placeholders of a known height while a part of the page loads. */
export function Loading({ label, rows = 2, height = 120 }: { label: string; rows?: number; height?: number }) {
  return (
    <div role="status" aria-label={label} className={styles.section}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}

/** A part that failed to load, with a retry. */
export function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('activity');
  return (
    <div className={styles.section} role="alert">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className={styles.muted}>{text}</p>;
}
