import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from '../promotions.module.css';

/**
 * Copies a value with navigator.clipboard (read in the click, never while
 * rendering). A browser that refuses gets SPEC 8's 複製失敗 beside the button, announced.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <span className={styles.row}>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-describedby={result ? id : undefined}>
        {label}
      </Button>
      {result === 'failed' ? (
        <span id={id} role="alert" className={styles.bad}>
          {t('invite.copyFailed')}
        </span>
      ) : result === 'copied' ? (
        <span id={id} role="status" className={styles.ok}>
          {t('invite.copied')}
        </span>
      ) : null}
    </span>
  );
}
