import { useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name: 複製 + what. */
  what: string;
}

/**
 * Copies a value with navigator.clipboard (read in the click, never while
 * rendering). A browser that refuses (no permission, no secure context, no
 * clipboard) gets SPEC 8's 複製失敗 beside the button, announced.
 */
export function CopyButton({ value, what }: CopyButtonProps) {
  const t = useTranslation('fund');
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
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} aria-label={t('copyLabel', { what })} aria-describedby={result ? id : undefined} onClick={() => void copy()}>
        {t('copy')}
      </button>
      {result === 'failed' ? (
        <span id={id} role="alert" className={styles.copyFailed}>
          {t('copyFailed')}
        </span>
      ) : result === 'copied' ? (
        <span id={id} role="status" className={styles.copied}>
          {t('copied')}
        </span>
      ) : null}
    </span>
  );
}

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The value large (a payment code, an amount to pay). */
  large?: boolean;
  mono?: boolean;
}

/** A labelled value with its copy button: one row of "where to pay". */
export function CopyField({ label, value, large, mono }: CopyFieldProps) {
  return (
    <div className={styles.copyField}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={styles.copyValueRow}>
        <span className={[styles.copyValue, large ? styles.large : '', mono ? styles.mono : ''].join(' ')}>{value}</span>
        <CopyButton value={value} what={label} />
      </dd>
    </div>
  );
}
