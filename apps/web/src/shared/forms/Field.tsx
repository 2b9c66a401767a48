import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldBinding } from './useForm';
import styles from './forms.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'>;

export interface TextFieldProps extends InputProps {
  label: string;
  field: FieldBinding<string>;
  /** Applied to what is typed (e.g. digits only). */
  filter?: (raw: string) => string;
  hint?: ReactNode;
  /** Shown to the right of the input, e.g. the send-code button. */
  trailing?: ReactNode;
  /** The translated message for field.error. */
  errorText?: string;
}

/** A labelled input; its message and hint are linked by aria-describedby. */
export function TextField({ label, field, filter, hint, trailing, errorText, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [errorText ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          {...rest}
          id={id}
          ref={field.inputRef}
          name={field.name}
          className={styles.input}
          value={field.value}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.onChange(filter ? filter(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
        />
        {trailing}
      </div>
      {errorText ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (a real button with aria-pressed). */
export function PasswordField({ showLabel, hideLabel, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}

export interface CheckboxFieldProps {
  field: FieldBinding<boolean>;
  children: ReactNode;
  errorText?: string;
}

export function CheckboxField({ field, children, errorText }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <input
        id={id}
        ref={field.inputRef}
        type="checkbox"
        name={field.name}
        className={styles.checkbox}
        checked={field.value}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {children}
      </label>
      {errorText ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** A message for the whole form (server answers), announced when it appears. */
export function FormMessage({ text, tone = 'error' }: { text: string | null | undefined; tone?: 'error' | 'info' }) {
  if (!text) return null;
  return (
    <p className={tone === 'error' ? styles.formError : styles.formInfo} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/** A value shown in a disabled field (the proxy account, SPEC 6). */
export function StaticField({ label, name, value }: { label: string; name: string; value: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className={styles.input} value={value} disabled readOnly />
    </div>
  );
}
