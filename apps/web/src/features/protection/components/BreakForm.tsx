import { breakEnd, EXCLUSION_PERIODS, TIMEOUT_PERIODS, type ActiveBreak, type BreakKind, type BreakPeriod } from '@site/contract/api/protection-exclusion';
import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from '../exclusion.module.css';
import base from '../protection.module.css';
import type { BreakChoice } from './BreakConfirmDialog';

const PERIODS: Record<BreakKind, readonly BreakPeriod[]> = { timeout: TIMEOUT_PERIODS, exclusion: EXCLUSION_PERIODS };

/**
 * Whether a period may be taken over the running break, by the server's rule: a time-out never over
 * a self-exclusion, and only an end later than the running one's (the server refuses the others).
 */
function allowed(kind: BreakKind, period: BreakPeriod, running: ActiveBreak | null, now: Date): boolean {
  if (!running) return true;
  if (running.kind === 'exclusion' && kind === 'timeout') return false;
  return breakEnd(period, now).toISOString() > running.until;
}

/** One kind's card: its periods as radio buttons and the button that opens the password confirmation. */
export function BreakForm({ kind, running, now, onChoose }: { kind: BreakKind; running: ActiveBreak | null; now: Date; onChoose: (choice: BreakChoice) => void }) {
  const { t } = useTranslation('exclusion');
  const options = PERIODS[kind];
  const [period, setPeriod] = useState<BreakPeriod | null>(() => options.find((p) => allowed(kind, p, running, now)) ?? null);
  const id = useId();
  const picked = period && allowed(kind, period, running, now) ? period : null;
  return (
    <section className={base.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={base.cardTitle}>
        {t(`${kind}.heading`)}
      </h2>
      <p className={base.reset}>{t(`${kind}.lead`)}</p>
      <fieldset className={styles.options}>
        <legend>{t('periodLegend')}</legend>
        {options.map((p) => {
          const ok = allowed(kind, p, running, now);
          return (
            <label key={p} className={styles.option}>
              <input type="radio" name={`${id}-period`} value={p} checked={picked === p} disabled={!ok} onChange={() => setPeriod(p)} />
              {t(`periods.${p}`)}
              {ok ? null : <small>{t('notLonger')}</small>}
            </label>
          );
        })}
      </fieldset>
      <div className={base.actions}>
        <Button disabled={!picked} onClick={() => picked && onChoose({ kind, period: picked, from: new Date() })}>
          {t(`${kind}.take`)}
        </Button>
      </div>
    </section>
  );
}
