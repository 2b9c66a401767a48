import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { frameQuery } from '../frame/query';
import { GatedFrame } from '../gate/GatedFrame';

/**
 * /finance/passbook (named route Passbook): the cashier's passbook with the
 * filter of the address (tab, type, status, from, to), which is where the
 * frame's `passbook` message leads. The title is the tab's name (SPEC 2: fund
 * details, transaction details); the frame tells a change of tab by that
 * message, so the address and the title follow it (issue 19).
 */
export default function PassbookPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const query = frameQuery('passbook', search);
  const title = t(`passbook.tab.${query.tab ?? 'fund'}`);
  return (
    <PageFrame eyebrow={t('finance.eyebrow')} title={title} description={t('passbook.description')}>
      <GatedFrame page="passbook" query={query} title={title} />
    </PageFrame>
  );
}
