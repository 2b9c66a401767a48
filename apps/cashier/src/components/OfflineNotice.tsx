import { Button } from '@site/ui/button';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

export interface OfflineNoticeProps {
  /** useMoneySubmit's `offline`: the last try got no answer. */
  show: boolean;
  busy: boolean;
  onRetry: () => void;
  /** 'order': an order was being opened (deposit, withdrawal); 'move': money was being moved (transfer, recycle). */
  what?: 'order' | 'move';
}

/**
 * "No connection" with a retry, for every money form of the cashier (issue 34). Mounted with the form
 * and hidden until needed: its strings (the `fund` namespace) load with the page, not at the moment
 * the connection is gone, when they could not be fetched.
 */
export function OfflineNotice({ show, busy, onRetry, what = 'order' }: OfflineNoticeProps) {
  const { t } = useTranslation('fund');
  if (!show) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{t('offline.title')}</p>
      <p>{t(what === 'move' ? 'offline.moveText' : 'offline.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={onRetry}>
          {t('offline.retry')}
        </Button>
      </div>
    </div>
  );
}
