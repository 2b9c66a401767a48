import type { QueryStateProps } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Activity.module.css';

type Look = Omit<QueryStateProps<unknown>, 'query' | 'children' | 'isEmpty' | 'empty'>;

/**
 * How a part of the activity pages shows its query not there yet (ui's QueryState): `rows`
 * placeholders of a known height under the part's name, or what failed with a small retry.
 */
export function useActivityQueryLook() {
  const { t } = useTranslation('activity');
  return ({ loading, failed, rows = 2, height = 120 }: { loading: string; failed: string; rows?: number; height?: number }): Look => ({
    texts: { loading, failed, retry: t('retry') },
    skeletons: rows,
    skeletonHeight: height,
    loadingClassName: styles.section,
    failedClassName: styles.section,
    retryLook: { variant: 'secondary', size: 'sm' },
  });
}

export function Empty({ text }: { text: string }) {
  return <p className={styles.muted}>{text}</p>;
}
