import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Sponsors.module.css';

/** Placeholders while the sponsors load. */
export function SponsorsLoading({ cards }: { cards: number }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.grid} role="status" aria-label={t('sponsor.loading')}>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} height={220} />
      ))}
    </div>
  );
}

/** The sponsors could not be loaded: say so and offer a retry. */
export function SponsorsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="alert">
      <p>{t('sponsor.failed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('sponsor.retry')}
      </Button>
    </div>
  );
}
