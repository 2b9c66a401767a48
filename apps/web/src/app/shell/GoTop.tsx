import { GO_TOP_THRESHOLD_PX } from '@site/contract/constants';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useScrolledPast } from '../../shared/hooks';
import styles from './FloatingActions.module.css';

export { GO_TOP_THRESHOLD_PX };

export function GoTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(GO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button type="button" className={`${styles.button} ${styles.goTop}`} aria-label={t('float.goTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 15V5M5 9.5 10 4.5l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
