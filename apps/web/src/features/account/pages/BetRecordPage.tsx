import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui';

export default function BetRecordPage() {
  const { t } = useTranslation('account');
  return <PageFrame title={t('betRecord.title')} description={t('betRecord.description')} />;
}
