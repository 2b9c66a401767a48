import type { InputHTMLAttributes } from 'react';
import base from '../protection.module.css';

export interface DialogFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** The dialog's refusal, said at this field (and read out as an alert). */
  error: string | null;
}

/** A protection dialog's field with its refusal beside it (the break and the limits-offer dialogs). */
export function DialogField({ id, label, error, ...input }: DialogFieldProps) {
  return (
    <>
      <label className={base.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={base.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? (
        <p id={`${id}-error`} className={base.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
