import { watchTextEntry } from '@site/ui/text-entry';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { servicePaths } from '../../features/service/paths';
import { useFrameTypingStore } from '../../shared/stores/typing';
import styles from './FloatingActions.module.css';
import { GoTop } from './GoTop';

/** True while the player types: in a field of this page, or in one inside the cashier frame (which says so). */
function useTyping(): boolean {
  const [inPage, setInPage] = useState(false);
  useEffect(() => watchTextEntry(document, setInPage), []);
  const inFrame = useFrameTypingStore((s) => s.typing);
  return inPage || inFrame;
}

/**
 * Go-to-top and the customer-service button, bottom right. On a phone they sat over the right end of form
 * fields (issue 34, the cashier's deposit form): there they are smaller and closer to the edge, and step
 * aside while a field has focus, when the keyboard is up and the field being typed in is where they float;
 * they come back as soon as it loses focus. The end of the page scrolls clear of them (the footer's bottom
 * padding), so nothing is out of reach.
 */
export function FloatingActions() {
  const { t } = useTranslation();
  const typing = useTyping();
  return (
    <div className={styles.stack} data-typing={typing || undefined}>
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
