import type { PasskeyRecord } from '@site/contract/api/account-passkeys';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatLocalDateTime } from '../../../shared/utils/time';
import { passkeysSupported } from '../../../shared/webauthn/webauthn';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { usePasskeys } from './api/usePasskeys';
import { PASSKEYS_NS } from './namespace';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import styles from './passkeys.module.css';

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatLocalDateTime(new Date(iso))}</time>;
}

/**
 * The player's passkeys (issue 39): each with its name, when it was added and last used, and 移除 (confirmed with the
 * login password); 新增通行密鑰 names one and opens the browser's dialog. A browser without passkeys is told so
 * (read after mount: nothing of the window during render).
 */
export function PasskeyList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(PASSKEYS_NS);
  const list = usePasskeys(enabled);
  const titleId = useId();
  const [supported, setSupported] = useState(true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyRecord | null>(null);
  useEffect(() => setSupported(passkeysSupported()), []);

  if (!list.data) {
    return (
      <QueryState
        query={list}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        skeletons={2}
        skeletonHeight={120}
        loadingClassName={styles.loading}
        failedClassName={styles.notice}
        retryLook={{}}
      />
    );
  }
  const { records } = list.data;

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={titleId} className={styles.heading}>
            {t('heading')}
          </h2>
          <p className={styles.count}>{t('count', { count: records.length })}</p>
        </div>
        <Button disabled={!supported} onClick={() => setAdding(true)}>
          {t('add.open')}
        </Button>
      </div>
      {supported ? null : <p className={styles.notice}>{t('unsupported')}</p>}
      {records.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.cards} aria-labelledby={titleId}>
          {records.map((passkey) => (
            <li key={passkey.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{passkey.name}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('createdAt')}</dt>
                  <dd>
                    <When iso={passkey.createdAt} />
                  </dd>
                </div>
                <div>
                  <dt>{t('lastUsedAt')}</dt>
                  <dd>{passkey.lastUsedAt ? <When iso={passkey.lastUsedAt} /> : t('neverUsed')}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Button size="sm" variant="ghost" className={styles.danger} aria-label={t('remove.what', { name: passkey.name })} onClick={() => setRemoving(passkey)}>
                  {t('remove.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
      {removing ? <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
