import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

/**
 * Frontend type 2 (agent accounts, issue 17): SPEC hides recharge and withdraw for them; a page
 * opened by its address says why instead of showing a form (the server refuses them too, 031032).
 */
export function AgentNotice() {
  const { t } = useTranslation('fund');
  return (
    <section className={styles.notice} role="alert" aria-labelledby="agent-notice">
      <h2 id="agent-notice" className={styles.noticeTitle}>
        {t('agent.title')}
      </h2>
      <p>{t('agent.why')}</p>
    </section>
  );
}
