import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui';

export default function AddressPage() {
  const { t } = useTranslation('account');
  return <PageFrame title={t('address.title')} description={t('address.description')} />;
}
