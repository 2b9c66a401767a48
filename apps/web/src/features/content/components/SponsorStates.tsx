import { QueryState, type QueryLike } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Sponsors.module.css';

/** The sponsors not there yet (ui's QueryState): `cards` placeholders while they load, or the failure with a retry. */
export function SponsorsState({ query, cards }: { query: QueryLike<unknown>; cards: number }) {
  const { t } = useTranslation('content');
  return (
    <QueryState
      query={query}
      texts={{ loading: t('sponsor.loading'), failed: t('sponsor.failed'), retry: t('sponsor.retry') }}
      skeletons={cards}
      skeletonHeight={220}
      loadingClassName={styles.grid}
      failedClassName=""
      retryLook={{ variant: 'secondary', size: 'sm' }}
    />
  );
}
