import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui';

export default function AccountPage() {
  const { t } = useTranslation('account');
  return <PageFrame title={t('account.title')} description={t('account.description')} />;
}
