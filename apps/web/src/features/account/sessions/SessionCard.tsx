import type { OpenSession } from '@site/contract/api/account-sessions';
import { Button } from '@site/ui/button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatLocalDateTime } from '../../../shared/utils/time';
import { deviceName, networkName } from './describe';
import { SESSIONS_NS } from './namespace';
import styles from './sessions.module.css';

export interface SessionCardProps {
  session: OpenSession;
  busy: boolean;
  onEnd: (session: OpenSession) => void;
}

/**
 * One open session: the device kind as its heading, browser and system, the network, when it signed in and
 * was last seen; "this device" instead of a log-out button on the caller's own (the header's logout ends it).
 * Every card says 登出, so each button's name also says which device (the visible word first, WCAG 2.5.3).
 */
export function SessionCard({ session, busy, onEnd }: SessionCardProps) {
  const { t } = useTranslation(SESSIONS_NS);
  const name = deviceName(t, session);
  return (
    <li className={session.current ? `${styles.card} ${styles.current}` : styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t(`device.kind.${session.device}`)}</h3>
        {session.current ? <span className={styles.badge}>{t('sessions.thisDevice')}</span> : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('facts.browser')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('facts.network')}</dt>
          <dd>{networkName(t, session)}</dd>
        </div>
        <div>
          <dt>{t('facts.firstSeen')}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatLocalDateTime(new Date(session.createdAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{t('facts.lastSeen')}</dt>
          <dd>
            <time dateTime={session.lastSeenAt}>{formatLocalDateTime(new Date(session.lastSeenAt))}</time>
          </dd>
        </div>
      </dl>
      {session.current ? null : (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" className={styles.danger} disabled={busy} aria-label={t('sessions.endWhat', { name })} onClick={() => onEnd(session)}>
            {t('sessions.end')}
          </Button>
        </div>
      )}
    </li>
  );
}
