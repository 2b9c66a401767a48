import { formatDateTime } from '@site/contract/rules/format';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { MaintenanceWindow as Window } from '../../../shared/stores';
import styles from './SituationScreen.module.css';

/** The expected maintenance time range, YYYY/MM/DD HH:mm:ss, when known. */
export function MaintenanceWindow({ window }: { window: Window | null | undefined }) {
  const { t } = useTranslation('situation');
  const start = formatDateTime(window?.startTime ?? null);
  const end = formatDateTime(window?.endTime ?? null);
  if (!start && !end) return null;
  return (
    <div className={styles.window}>
      <span className={styles.windowLabel}>{t('maintenance.window')}</span>
      <span className={styles.windowValue}>
        {start || '—'} ~ {end || '—'}
      </span>
    </div>
  );
}
