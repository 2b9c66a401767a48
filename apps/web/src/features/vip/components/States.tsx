import type { QueryStateProps } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Vip.module.css';

type Look = Omit<QueryStateProps<unknown>, 'query' | 'children' | 'isEmpty' | 'empty'>;

/**
 * How a part of the VIP page shows its query not there yet (ui's QueryState): `rows` placeholders of a
 * known height under the part's name, or what failed with a small retry.
 */
export function useVipQueryLook() {
  const { t } = useTranslation('vip');
  return ({ loading, failed, rows = 3, height = 44 }: { loading: string; failed: string; rows?: number; height?: number }): Look => ({
    texts: { loading, failed, retry: t('retry') },
    skeletons: rows,
    skeletonHeight: height,
    loadingClassName: styles.loading,
    failedClassName: styles.failed,
    retryLook: { variant: 'secondary', size: 'sm' },
  });
}
