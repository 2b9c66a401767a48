import { useId } from 'react';
import formStyles from '../../../shared/forms/forms.module.css';
import type { FieldBinding } from '../../../shared/forms/useForm';
import styles from './Mail.module.css';

export interface TextAreaFieldProps {
  label: string;
  field: FieldBinding<string>;
  errorText?: string | undefined;
  hint?: string;
  rows?: number;
  maxLength?: number;
}

/** A labelled textarea; its message (role alert) and hint are linked by aria-describedby. */
export function TextAreaField({ label, field, errorText, hint, rows = 5, maxLength }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [errorText ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={field.inputRef}
        name={field.name}
        className={styles.textarea}
        value={field.value}
        rows={rows}
        maxLength={maxLength}
        required
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      {errorText ? (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {errorText}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
