import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { frameQuery } from '../frame/query';
import { GatedFrame } from '../gate/GatedFrame';

/**
 * /finance/passbook (named route Passbook): the cashier's passbook with the
 * filter of the address (tab, type, status, from, to), which is where the
 * frame's `passbook` message leads.
 */
export default function PassbookPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const title = t('passbook.title');
  return (
    <PageFrame eyebrow={t('finance.eyebrow')} title={title}>
      <GatedFrame page="passbook" query={frameQuery('passbook', search)} title={title} />
    </PageFrame>
  );
}
