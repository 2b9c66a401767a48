import { CopyButton } from '@site/ui/copy';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

/** The copy button (@site/ui's) with the cashier's words and look: 複製, named 複製 + what. */
export function FundCopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('fund');
  return (
    <CopyButton
      value={value}
      label={t('copyLabel', { what })}
      copiedText={t('copied')}
      failedText={t('copyFailed')}
      classes={{ root: styles.copy, button: styles.copyButton, copied: styles.copied, failed: styles.copyFailed }}
    >
      {t('copy')}
    </CopyButton>
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
        <FundCopyButton value={value} what={label} />
      </dd>
    </div>
  );
}
