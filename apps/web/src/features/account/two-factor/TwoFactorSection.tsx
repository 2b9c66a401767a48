import { QueryState } from '@site/ui/query-state';
import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatLocalDateTime } from '../../../shared/utils/time';
import { useTwoFactorStatus } from './api/useTwoFactorStatus';
import { DisableForm } from './DisableForm';
import { EnrolFlow } from './EnrolFlow';
import { TWO_FACTOR_NS } from './namespace';
import styles from './twoFactor.module.css';

/**
 * Two-factor login by an authenticator app (issue 39): its status, turning it on (EnrolFlow) and off
 * (DisableForm). While on, a login from a new device and the actions that move money or change security ask for
 * the app's code instead of an SMS code.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(TWO_FACTOR_NS);
  const status = useTwoFactorStatus(enabled);
  const [mode, setMode] = useState<'view' | 'enrol' | 'off'>('view');
  const titleId = useId();

  if (!status.data) {
    return (
      <QueryState
        query={status}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        skeletons={1}
        skeletonHeight={160}
        loadingClassName={styles.loading}
        failedClassName={styles.notice}
        retryLook={{}}
      />
    );
  }
  const on = status.data.enabled;
  // Enrolment stays open through its recovery codes, though the status already says on.
  const showEnrol = mode === 'enrol';

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.heading}>
            {t('heading')}
          </h2>
          <span className={on ? styles.badgeOn : styles.badgeOff}>{on ? t('on') : t('off.badge')}</span>
        </div>
        {on && !showEnrol ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t('since')}</dt>
              <dd>{status.data.enabledAt ? <time dateTime={status.data.enabledAt}>{formatLocalDateTime(new Date(status.data.enabledAt))}</time> : '—'}</dd>
            </div>
            <div>
              <dt>{t('codesLeft')}</dt>
              <dd>{t('codesLeftCount', { count: status.data.recoveryCodesLeft })}</dd>
            </div>
          </dl>
        ) : null}
        <p className={styles.note}>{on ? t('onNote') : t('offNote')}</p>
        {showEnrol ? <EnrolFlow onCancel={() => setMode('view')} onDone={() => setMode('view')} /> : null}
        {mode === 'off' && on ? <DisableForm onCancel={() => setMode('view')} onDone={() => setMode('view')} /> : null}
        {mode === 'view' || (mode === 'off' && !on) ? (
          <div className={styles.actions}>
            {on ? (
              <Button variant="secondary" onClick={() => setMode('off')}>
                {t('off.open')}
              </Button>
            ) : (
              <Button onClick={() => setMode('enrol')}>{t('turnOn')}</Button>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
