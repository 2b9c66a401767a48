import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

export default function AddressPage() {
  const { t } = useTranslation('account');
  return <PageFrame title={t('address.title')} description={t('address.description')} />;
}
