import type { ReactNode } from 'react';
import styles from './fund.module.css';

/** Class names of the field; the deposit and withdrawal forms' look (fund.module.css) unless a page has its own. */
export interface AmountFieldClasses {
  field?: string;
  label?: string;
  input?: string;
  /** The row holding the input and `action`. */
  row?: string;
}

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string | undefined;
  /** Beside the input, in one row (the transfer's 全部). */
  action?: ReactNode;
  /** Under the input: the limits, a preview, the error. */
  children?: ReactNode;
  classes?: AmountFieldClasses;
}

const FUND_LOOK: AmountFieldClasses = { field: styles.field, label: styles.label, input: styles.input };

/**
 * The amount field of the deposit, withdrawal and transfer forms: a decimal
 * keypad, no autofill, described by whatever the form says under it. The
 * amount rules stay with each form (money.ts, the contract's transfer rule).
 */
export function AmountField({ id, label, value, onChange, onBlur, disabled, invalid, describedBy, action, children, classes = FUND_LOOK }: AmountFieldProps) {
  const input = (
    <input
      id={id}
      className={classes.input}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {action ? (
        <div className={classes.row}>
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {children}
    </div>
  );
}
