import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useParams } from 'react-router';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { CashierFrame } from '../frame/CashierFrame';
import styles from './FinanceEntryPage.module.css';

const KNOWN_PAGES = ['recharge', 'withdraw', 'transfer', 'wallet'] as const;

/**
 * /finance/:page (query type, openBindPage). The transfer page embeds the
 * cashier frame (main <-> game wallets); the other cashier pages are still to come.
 */
export default function FinanceEntryPage() {
  const { t } = useTranslation('wallet');
  const { page } = useParams();
  const loggedIn = useIsLoggedIn();
  const known = (KNOWN_PAGES as readonly string[]).includes(page ?? '');
  const title = known ? t(`finance.pages.${page}`) : t('finance.title');
  if (page === 'transfer' && loggedIn) {
    return (
      <PageFrame eyebrow={t('finance.eyebrow')} title={title}>
        <div className={styles.frame}>
          <CashierFrame page="transfer" title={t('transferPopup.frame')} />
        </div>
      </PageFrame>
    );
  }
  return <PageFrame eyebrow={t('finance.eyebrow')} title={title} description={t('finance.description')} />;
}
