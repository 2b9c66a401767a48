import { REALITY_INTERVALS, type RealityInterval } from '@site/contract/api/protection-play';
import { Button } from '@site/ui/button';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSetRealityCheck } from '../api/useSetRealityCheck';
import own from '../play.module.css';
import styles from '../protection.module.css';

/** The reality check's interval (issue 20): off, 15, 30 or 60 minutes, kept on the server. */
export function RealityIntervalCard({ interval }: { interval: number }) {
  const { t } = useTranslation('reality');
  const save = useSetRealityCheck();
  const [chosen, setChosen] = useState<RealityInterval | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const value = chosen ?? ((REALITY_INTERVALS as readonly number[]).includes(interval) ? (interval as RealityInterval) : 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await save.mutateAsync(value);
      setChosen(null);
      showToast(t('interval.saved'), { kind: 'success' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {t('interval.title')}
      </h3>
      <p className={styles.reset}>{t('interval.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <fieldset className={own.choices}>
          <legend className={styles.label}>{t('interval.label')}</legend>
          {REALITY_INTERVALS.map((minutes) => (
            <label key={minutes} className={own.choice}>
              <input type="radio" name={`${id}-interval`} value={minutes} checked={value === minutes} onChange={() => setChosen(minutes)} />
              {minutes === 0 ? t('interval.off') : t('interval.every', { minutes })}
            </label>
          ))}
        </fieldset>
        {failed ? (
          <p className={styles.error} role="alert">
            {t('interval.failed')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('interval.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
