import type { OpenSession } from '@site/contract/api/account-sessions';
import { Button } from '@site/ui/button';
import { confirm } from '@site/ui/confirm';
import { QueryState } from '@site/ui/query-state';
import { showToast } from '@site/ui/toast-api';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { escapeHtml } from '../../../shared/utils/html';
import { useEndOtherSessions } from './api/useEndOtherSessions';
import { useEndSession } from './api/useEndSession';
import { useOpenSessions } from './api/useOpenSessions';
import { deviceName } from './describe';
import { SESSIONS_NS } from './namespace';
import { SessionCard } from './SessionCard';
import styles from './sessions.module.css';

/**
 * The player's open sessions (issue 39), this device first, each with 登出 after a confirmation, and
 * "log out all others". The device logged out is told so on its next call or at once by its live stream
 * (001004, SPEC 8's words in the 溫馨提示 dialog).
 */
export function OpenSessions({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(SESSIONS_NS);
  const list = useOpenSessions(enabled);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const titleId = useId();
  const busy = endOne.isPending || endOthers.isPending;

  if (!list.data) {
    return (
      <QueryState
        query={list}
        texts={{ loading: t('loading'), failed: t('sessions.loadFailed'), retry: t('retry') }}
        skeletons={2}
        skeletonHeight={160}
        loadingClassName={styles.loading}
        failedClassName={styles.notice}
        retryLook={{}}
      />
    );
  }

  const { records } = list.data;
  const others = records.filter((s) => !s.current).length;

  const onEnd = async (session: OpenSession) => {
    const name = deviceName(t, session);
    const yes = await confirm({ title: t('sessions.endTitle'), content: escapeHtml(t('sessions.endConfirm', { name })), confirmText: t('sessions.end'), cancelText: t('cancel') });
    if (!yes) return;
    await endOne.mutateAsync(session.id);
    showToast(t('sessions.ended'), { kind: 'success' });
  };
  const onEndOthers = async () => {
    const yes = await confirm({ title: t('sessions.endOthersTitle'), content: escapeHtml(t('sessions.endOthersConfirm', { count: others })), confirmText: t('sessions.endOthers'), cancelText: t('cancel') });
    if (!yes) return;
    const { ended } = await endOthers.mutateAsync();
    showToast(t('sessions.endedOthers', { count: ended }), { kind: 'success' });
  };
  // A refused change was already told by the API client's toast (SPEC 8).
  const quietly = (run: Promise<void>) => void run.catch(() => undefined);

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={titleId} className={styles.heading}>
            {t('sessions.heading')}
          </h2>
          <p className={styles.count}>{t('sessions.count', { count: records.length })}</p>
        </div>
        {others > 0 ? (
          <Button variant="secondary" disabled={busy} onClick={() => quietly(onEndOthers())}>
            {t('sessions.endOthers')}
          </Button>
        ) : null}
      </div>
      <ul className={styles.cards} aria-labelledby={titleId}>
        {records.map((session) => (
          <SessionCard key={session.id} session={session} busy={busy} onEnd={(s) => quietly(onEnd(s))} />
        ))}
      </ul>
      {others === 0 ? <p className={styles.empty}>{t('sessions.onlyThis')}</p> : null}
    </section>
  );
}
