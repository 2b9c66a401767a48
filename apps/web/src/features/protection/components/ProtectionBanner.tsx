import { formatDateTime } from '@site/contract/rules/format';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import styles from '../exclusion.module.css';
import { PROTECTION_ADDRESSES } from '../paths';
import { useSessionProtectionStatus } from '../runningBreak';
import { LimitsOfferDialog } from './LimitsOfferDialog';

/** The deposit page (the cashier's recharge page in the finance frame, `/finance/recharge`). */
const DEPOSIT_PAGE = /^\/finance\/recharge\/?$/;

/**
 * Under the site's header, for a logged-in player: while a time-out or self-exclusion runs, why and
 * until when (role=status, read out when it appears); and the deposit-limit offer once, while due:
 * wherever a player who has just registered lands, else on the first visit to the deposit page.
 */
export function ProtectionBanner() {
  const { t } = useTranslation('exclusion');
  const loggedIn = useIsLoggedIn();
  // Asked once the user's data has come from the server in this session (runningBreak.ts says why).
  const status = useSessionProtectionStatus();
  const onDepositPage = DEPOSIT_PAGE.test(useLocation().pathname);
  if (!loggedIn || !status.data) return null;
  const running = status.data.break;
  const key = running ? (running.awaitingEnd ? 'awaitingEnd' : running.kind) : null;
  return (
    <>
      {running && key ? (
        <p role="status" className={styles.banner}>
          <span>{t(`banner.${key}`, { date: formatDateTime(running.until) })}</span>
          <Link to={PROTECTION_ADDRESSES.exclusion.path}>{t('banner.more')}</Link>
        </p>
      ) : null}
      {status.data.limitsOfferDue && !running && (status.data.justRegistered || onDepositPage) ? <LimitsOfferDialog /> : null}
    </>
  );
}
