import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { earliestDay, presetRange, PRESETS, rangeProblem, today, type Preset, type RangeProblem } from './range';
import styles from './BetRecord.module.css';
import type { BetFilters as Filters } from '../api/useBetRecords';

const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

export interface BetFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Today, 7 days, 30 days or a custom range within 90 days (SPEC 9), and the game type. */
export function BetFilters({ value, onChange }: BetFiltersProps) {
  const { t } = useTranslation(['betRecord', 'common']);
  const ids = { start: useId(), end: useId(), type: useId(), error: useId() };
  const [preset, setPreset] = useState<Preset>('today');
  const [draft, setDraft] = useState(value.range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  const pick = (next: Preset) => {
    setPreset(next);
    setProblem(null);
    if (next === 'custom') return;
    const range = presetRange(next);
    setDraft(range);
    onChange({ ...value, range });
  };

  const search = () => {
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange({ ...value, range: draft });
  };

  const startBad = problem !== null && problem !== 'future';
  const endBad = problem !== null && problem !== 'tooOld';

  return (
    <section className={styles.filters} aria-label={t('filters.label')}>
      <div className={styles.presets} role="group" aria-label={t('filters.range')}>
        {PRESETS.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={preset === p} onClick={() => pick(p)}>
            {t(`filters.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.filterRow}>
        {preset === 'custom' ? (
          <>
            <label className={styles.field}>
              <span>{t('filters.start')}</span>
              <input
                id={ids.start}
                type="date"
                value={draft.start}
                min={earliestDay()}
                max={today()}
                aria-invalid={startBad || undefined}
                aria-describedby={startBad ? ids.error : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
              />
            </label>
            <label className={styles.field}>
              <span>{t('filters.end')}</span>
              <input
                id={ids.end}
                type="date"
                value={draft.end}
                max={today()}
                aria-invalid={endBad || undefined}
                aria-describedby={endBad ? ids.error : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
              />
            </label>
          </>
        ) : null}
        <label className={styles.field}>
          <span>{t('filters.gameType')}</span>
          <select
            id={ids.type}
            value={value.gameType ?? ''}
            onChange={(e) => onChange({ ...value, gameType: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('filters.allTypes')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`common:gameType.${type}`)}
              </option>
            ))}
          </select>
        </label>
        {preset === 'custom' ? (
          <button type="button" className={styles.search} onClick={search}>
            {t('filters.search')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={ids.error} className={styles.problem} role="alert">
          {t(`range.${problem}`)}
        </p>
      ) : null}
    </section>
  );
}
