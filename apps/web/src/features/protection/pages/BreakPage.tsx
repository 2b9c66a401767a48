import { formatDateTime } from '@site/contract/rules/format';
import { QueryState } from '@site/ui/query-state';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { useProtectionStatus } from '../api/useProtectionStatus';
import { BreakConfirmDialog, type BreakChoice } from '../components/BreakConfirmDialog';
import { BreakForm } from '../components/BreakForm';
import { protectionQueryLook } from '../components/queryLook';
import { ProtectionSection } from '../components/ProtectionSection';
import styles from '../exclusion.module.css';
import base from '../protection.module.css';

/**
 * /mine/protection/break (issue 20): a time-out (24 hours, 7 days, 30 days) or a self-exclusion
 * (7 days, 6 months, 1 year, 5 years), confirmed with the login password. The running one is shown;
 * only a later end may replace it (the server's rule, shown here by disabling the others).
 */
export default function BreakPage() {
  const { t } = useTranslation(['exclusion', 'protection']);
  const loggedIn = useIsLoggedIn();
  const status = useProtectionStatus(loggedIn);
  const [choice, setChoice] = useState<BreakChoice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The dialog is gone and the period chosen may no longer be offered: the confirmation takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (!loggedIn) return <LoginFirst title={t('title')} prompt={t('loginFirst')} action={t('login')} askOnArrival={false} />;

  let body;
  if (!status.data) {
    body = <QueryState query={status} {...protectionQueryLook({ loading: t('protection:loading'), failed: t('protection:loadFailed'), retry: t('protection:retry') }, 2, 200)} />;
  } else {
    const running = status.data.break;
    const key = running ? (running.awaitingEnd ? 'awaitingEnd' : running.kind) : null;
    body = (
      <>
        <p className={base.lead}>{t('rules')}</p>
        {done ? (
          <p ref={doneRef} tabIndex={-1} className={styles.status} role="status">
            {t('done', { date: formatDateTime(done) })}
          </p>
        ) : null}
        {running && key ? <p className={styles.status}>{t(`current.${key}`, { date: formatDateTime(running.until) })}</p> : null}
        <div className={base.cards}>
          <BreakForm kind="timeout" running={running} now={now} onChoose={setChoice} />
          <BreakForm kind="exclusion" running={running} now={now} onChoose={setChoice} />
        </div>
        {choice ? (
          <BreakConfirmDialog
            choice={choice}
            onClose={() => setChoice(null)}
            onDone={(until) => {
              setChoice(null);
              setDone(until);
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <ProtectionSection>{body}</ProtectionSection>
    </PageFrame>
  );
}
