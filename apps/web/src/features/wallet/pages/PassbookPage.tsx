import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /finance/passbook (named route Passbook). */
export default function PassbookPage() {
  const { t } = useTranslation('wallet');
  return <PageFrame eyebrow={t('finance.eyebrow')} title={t('passbook.title')} description={t('passbook.description')} />;
}
