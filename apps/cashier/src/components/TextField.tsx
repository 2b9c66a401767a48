import type { InputHTMLAttributes } from 'react';
import styles from './fund.module.css';
import { FormError } from './FormMessage';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The refusal said under the field (and announced); the field is then marked invalid. */
  problem: string | null;
  /** A line under the label read with the field while there is no refusal. */
  hint?: string;
}

/** A cashier form's labelled field with its hint and refusal (bank card, ID, wallet address, withdrawal password). */
export function TextField({ id, label, problem, hint, className, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={className ?? styles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FormError id={`${id}-error`}>{problem}</FormError>
    </div>
  );
}
