import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import styles from './TransferPage.module.css';

export interface AutoSwitchProps {
  /** null while unknown. */
  value: boolean | null;
  onChange: (next: boolean) => Promise<void>;
}

/** The auto-transfer on/off switch (PUT /v1/user/autoGameTransfer). */
export function AutoSwitch({ value, onChange }: AutoSwitchProps) {
  const t = useT();
  const hint = useId();
  const [busy, setBusy] = useState(false);
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
        aria-busy={busy}
        disabled={value === null || busy}
        onClick={() => {
          setBusy(true);
          onChange(!value)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}
