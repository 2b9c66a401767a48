import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

export type StatusTone = 'ok' | 'bad' | 'wait' | 'off';

const TONES: Record<string, StatusTone> = {
  success: 'ok',
  approved: 'ok',
  failure: 'bad',
  rejected: 'bad',
  processing: 'wait',
  reviewing: 'wait',
  withdrawing: 'wait',
  timeout: 'off',
  cancelled: 'off',
};

/** A transaction or binding state (SPEC 4) as a labelled badge; the text stays --color-text, only the tint says the tone. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('fund');
  return (
    <span className={styles.badge} data-tone={TONES[status] ?? 'off'}>
      {t(`status.${status}`)}
    </span>
  );
}
