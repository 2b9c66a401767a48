import { useId } from 'react';
import { useCashier } from '../../app/session';
import { useAutoTransfer, useSetAutoTransfer } from '../../api/useAutoTransfer';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './TransferPage.module.css';

/** The auto-transfer on/off switch (PUT /v1/user/autoGameTransfer); the host reloads the setting after a change. */
export function AutoSwitch() {
  const { t } = useTranslation('transfer');
  const { post } = useCashier();
  const hint = useId();
  const setting = useAutoTransfer();
  const save = useSetAutoTransfer();
  const value = setting.data ?? null;
  return (
    <div className={styles.auto}>
      <div>
        <span className={styles.autoLabel}>{t('auto')}</span>
        <span id={hint} className={styles.hint}>
          {t('autoHint')}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={value === true}
        aria-label={t('auto')}
        aria-describedby={hint}
        aria-busy={save.isPending}
        disabled={value === null || save.isPending}
        onClick={() =>
          save.mutate(!value, {
            onSuccess: (next) => {
              post({ type: 'reloadAutoTransfer' });
              post({ type: 'toast', kind: 'info', message: t(next ? 'autoOn' : 'autoOff') });
            },
          })
        }
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}
