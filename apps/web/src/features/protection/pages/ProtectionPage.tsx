import { QueryState } from '@site/ui/query-state';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { useDepositLimits } from '../api/useDepositLimits';
import { DepositLimitCard } from '../components/DepositLimitCard';
import { protectionQueryLook } from '../components/queryLook';
import { ProtectionSection } from '../components/ProtectionSection';
import styles from '../protection.module.css';

/**
 * /mine/protection (issue 20): the player's own deposit limits per day, week and month. A visitor
 * is asked to log in, as on the other /mine pages.
 */
export default function ProtectionPage() {
  const { t } = useTranslation('protection');
  const loggedIn = useIsLoggedIn();
  const limits = useDepositLimits(loggedIn);
  const headingId = useId();

  // A visitor sees the site's one log-in-first shell; the login popup opens from its button only.
  if (!loggedIn) return <LoginFirst title={t('title')} prompt={t('loginFirst')} action={t('login')} askOnArrival={false} />;

  let body;
  if (!limits.data) {
    body = <QueryState query={limits} {...protectionQueryLook({ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }, 3)} />;
  } else {
    const { coolingDays, minAmount, maxAmount } = limits.data;
    body = (
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('depositLimits')}
        </h2>
        <p className={styles.lead}>{t('rules', { days: coolingDays })}</p>
        <div className={styles.cards}>
          {limits.data.limits.map((limit) => (
            <DepositLimitCard key={limit.period} limit={limit} coolingDays={coolingDays} minAmount={minAmount} maxAmount={maxAmount} />
          ))}
        </div>
      </section>
    );
  }

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <ProtectionSection>{body}</ProtectionSection>
    </PageFrame>
  );
}
