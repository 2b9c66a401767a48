import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './GamePreparePage.module.css';

/**
 * /ccGamePreparePage: the blank game window opened inside the click handler
 * shows this until the launch url arrives (DESIGN 9). No header, footer or go-to-top.
 */
export default function GamePreparePage() {
  const { t } = useTranslation('games');
  return (
    <div className={styles.screen}>
      <div role="status" aria-live="polite">
        <div className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.title}>{t('prepare.title')}</h1>
        <p className={styles.text}>{t('prepare.description')}</p>
      </div>
    </div>
  );
}
