import { QueryState as UiQueryState, type QueryStateProps } from '@site/ui/query-state';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

export interface FundQueryStateProps<D> extends Pick<QueryStateProps<D>, 'query' | 'skeletons' | 'children' | 'isEmpty' | 'empty' | 'announceLoading'> {
  /** The page's loading name and retry label, in its own words. */
  loading: string;
  retry: string;
  /** What failed, where the page says it its own way (else 無法載入資料). */
  failed?: string;
}

/** ui's QueryState in the cashier's look: skeletons in the page's column, 無法載入資料 with a quiet retry. */
export function QueryState<D>({ loading, retry, failed, ...rest }: FundQueryStateProps<D>) {
  const { t } = useTranslation('fund');
  return <UiQueryState {...rest} texts={{ loading, failed: failed ?? t('loadFailed'), retry }} loadingClassName={styles.page} failedClassName={styles.state} retryLook={{ variant: 'ghost' }} />;
}
