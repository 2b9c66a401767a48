import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { TWO_FACTOR_NS } from './namespace';
import styles from './twoFactor.module.css';

/** Saves the codes as a text file (on the click only: nothing is made during a render). */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown this once (only their hashes are kept), with a download; done once the player says they kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(TWO_FACTOR_NS);
  const [kept, setKept] = useState(false);
  const titleId = useId();
  const keptId = useId();
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.step}>
        {t('codes.title')}
      </h3>
      <p className={styles.note} role="status">
        {t('codes.note')}
      </p>
      <ol className={styles.codes} aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => download(codes, t('codes.fileHeading'))}>
          {t('codes.download')}
        </Button>
      </div>
      <label className={styles.check} htmlFor={keptId}>
        <input id={keptId} type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        {t('codes.kept')}
      </label>
      <div className={styles.actions}>
        <Button disabled={!kept} onClick={onDone}>
          {t('codes.done')}
        </Button>
      </div>
    </section>
  );
}
