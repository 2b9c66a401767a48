import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import styles from './FinanceNewPage.module.css';

/** /finance/newPage (query type): the finance frame on its own, without header and footer. */
export default function FinanceNewPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.page}>
      <PageFrame title={t('finance.title')} description={t('finance.description')} />
    </div>
  );
}
