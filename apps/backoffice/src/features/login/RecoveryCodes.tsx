import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './Login.module.css';

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten single-use recovery codes, shown this once: download them as a text file, then go on (only after saying they are kept). */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('login');
  const [kept, setKept] = useState(false);
  const [href, setHref] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [codes]);

  return (
    <section className="bo-form" aria-labelledby="recovery-title">
      <h2 id="recovery-title" ref={heading} tabIndex={-1}>
        {t('recoveryTitle')}
      </h2>
      <p>{t('recoveryOnce')}</p>
      <ol className={`bo-recovery ${styles.codes}`} aria-label={t('recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {href && (
        <a className="bo-button bo-button--ghost" href={href} download="backoffice-recovery-codes.txt">
          {t('recoveryDownload')}
        </a>
      )}
      <label className="bo-check">
        <input type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        <span>{t('recoveryKept')}</span>
      </label>
      <button type="button" className="bo-button" disabled={!kept} onClick={onDone}>
        {t('continue')}
      </button>
    </section>
  );
}
