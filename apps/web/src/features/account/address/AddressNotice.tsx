import { Button } from '@site/ui/button';
import styles from './address.module.css';

/** A message with the one way forward (log in, bind the phone, reload). */
export function AddressNotice({ text, action, onAction, tone = 'info' }: { text: string; action: string; onAction: () => void; tone?: 'info' | 'error' }) {
  return (
    <div className={styles.notice} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.noticeText}>{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}
