import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { FloatActivity as FloatActivityItem } from '../api/useFloatActivities';
import { ActivityAnchor } from '../../../shared/activity/ActivityAnchor';
import styles from './FloatActivity.module.css';

export interface FloatActivityProps {
  item: FloatActivityItem;
  onClose: () => void;
}

/**
 * The float activity (SPEC 3): a small picture link kept above the go-to-top
 * and customer-service buttons, with a close button for this session.
 */
export default function FloatActivity({ item, onClose }: FloatActivityProps) {
  const { t } = useTranslation('home');
  return (
    <aside className={styles.float} aria-label={t('float.label')}>
      <ActivityAnchor activity={{ pcLink: item.link }} className={styles.link} title={item.title}>
        <img src={item.pcUrl} alt={item.title} width={80} height={80} />
      </ActivityAnchor>
      <button type="button" className={styles.close} aria-label={t('float.close')} title={t('float.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z" />
        </svg>
      </button>
    </aside>
  );
}
