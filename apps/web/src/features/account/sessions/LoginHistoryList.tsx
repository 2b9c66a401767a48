import { QueryState } from '@site/ui/query-state';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatLocalDateTime } from '../../../shared/utils/time';
import { useLoginHistory } from './api/useLoginHistory';
import { deviceName, networkName, refusalName } from './describe';
import { SESSIONS_NS } from './namespace';
import styles from './sessions.module.css';

/**
 * The logins of the last 90 days (issue 39), newest first: when, signed in or refused (and why), how, the
 * device and the network. A refusal is said in words and marked by its outline, not by colour alone.
 */
export function LoginHistoryList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(SESSIONS_NS);
  const history = useLoginHistory(enabled);
  const titleId = useId();

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.heading}>
          {t('history.heading')}
        </h2>
        <p className={styles.count}>{t('history.note', { days: history.data?.days ?? 90 })}</p>
      </div>
      {!history.data ? (
        <QueryState
          query={history}
          texts={{ loading: t('loading'), failed: t('history.loadFailed'), retry: t('retry') }}
          skeletons={3}
          skeletonHeight={56}
          loadingClassName={styles.loading}
          failedClassName={styles.notice}
          retryLook={{}}
        />
      ) : history.data.records.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.history} aria-labelledby={titleId}>
          {history.data.records.map((login) => (
            <li key={login.id} className={login.errorCode ? `${styles.login} ${styles.refused}` : styles.login}>
              <time className={styles.loginTime} dateTime={login.at}>
                {formatLocalDateTime(new Date(login.at))}
              </time>
              <span className={styles.loginResult}>{login.errorCode ? t('history.refused', { why: refusalName(t, login.errorCode) }) : t('history.ok')}</span>
              <span>{t(`history.method.${login.method}`)}</span>
              <span>{deviceName(t, login)}</span>
              <span>{networkName(t, login)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
