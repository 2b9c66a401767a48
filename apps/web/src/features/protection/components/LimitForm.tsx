import { Button } from '@site/ui/button';
import { useId, type FormEvent } from 'react';
import styles from '../protection.module.css';

export interface LimitFormProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  error: string | null;
  inputMode: 'decimal' | 'numeric';
  submitText: string;
  /** The remove button's label, or null when there is nothing to remove. */
  removeText: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onRemove: () => void;
}

/** A limit card's form (useLimitChange's field): the new limit, its refusal at the field, set or change, and remove. */
export function LimitForm({ label, text, onText, error, inputMode, submitText, removeText, busy, onSubmit, onRemove }: LimitFormProps) {
  const id = useId();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.label} htmlFor={`${id}-value`}>
        {label}
      </label>
      <input
        id={`${id}-value`}
        className={styles.input}
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onText(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {submitText}
        </Button>
        {removeText ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={onRemove}>
            {removeText}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A change waiting out its cooling period: what and when, with its cancel button. */
export function LimitPending({ text, cancelText, busy, onCancel }: { text: string; cancelText: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.pending} role="status">
      <p>{text}</p>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancelText}
      </Button>
    </div>
  );
}
