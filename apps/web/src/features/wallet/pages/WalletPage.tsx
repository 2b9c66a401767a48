import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { frameQuery } from '../frame/query';
import { GatedFrame } from '../gate/GatedFrame';

/**
 * /finance/wallet: the cashier's wallet page (currencies, game wallets) on a
 * path of its own, so the side menu can link it from its declaration (issue
 * 19); the same screen as /finance/:page with page=wallet, which this static
 * path takes over.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const title = t('finance.pages.wallet');
  return (
    <PageFrame eyebrow={t('finance.eyebrow')} title={title}>
      <GatedFrame page="wallet" query={frameQuery('wallet', search)} title={title} />
    </PageFrame>
  );
}
