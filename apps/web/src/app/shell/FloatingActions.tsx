import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { servicePaths } from '../../features/service/paths';
import styles from './FloatingActions.module.css';
import { GoTop } from './GoTop';

/** Go-to-top and the customer-service button, bottom right. */
export function FloatingActions() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <GoTop />
      <Link to={servicePaths.service()} className={`${styles.button} ${styles.service}`} aria-label={t('float.service')} title={t('float.service')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a8 8 0 0 0-8 8v4.5A2.5 2.5 0 0 0 6.5 17H8v-6H6v-1a6 6 0 0 1 12 0v1h-2v6h1.7a4 4 0 0 1-3.7 2.5h-1.5v2H14a6 6 0 0 0 5.9-5A2.5 2.5 0 0 0 20 14.5V10a8 8 0 0 0-8-8Z"
          />
        </svg>
      </Link>
    </div>
  );
}
