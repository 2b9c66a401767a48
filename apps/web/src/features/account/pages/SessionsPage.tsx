import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { LoginHistoryList } from '../sessions/LoginHistoryList';
import { SESSIONS_NS } from '../sessions/namespace';
import { OpenSessions } from '../sessions/OpenSessions';
import styles from '../sessions/sessions.module.css';

/** /mine/account/sessions (issue 39): devices and sessions, and the login history, in the `sessions` namespace. */
export default function SessionsPage() {
  const { t } = useTranslation(SESSIONS_NS);
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <div className={styles.page}>
        <OpenSessions enabled={loggedIn} />
        <p className={styles.placeNote}>{t('placeNote')}</p>
        <LoginHistoryList enabled={loggedIn} />
      </div>
    </PageFrame>
  );
}
