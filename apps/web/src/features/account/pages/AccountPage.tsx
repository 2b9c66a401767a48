import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

export default function AccountPage() {
  const { t } = useTranslation('account');
  return <PageFrame title={t('account.title')} description={t('account.description')} />;
}
