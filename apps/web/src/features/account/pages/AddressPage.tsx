import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { AddressBook } from '../address/AddressBook';
import { ADDRESS_NS } from '../address/namespace';

/** /mine/account/address (SPEC 2): delivery addresses, in the `address` namespace. */
export default function AddressPage() {
  const { t } = useTranslation(ADDRESS_NS);
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <AddressBook />
    </PageFrame>
  );
}
