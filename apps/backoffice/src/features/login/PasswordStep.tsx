import { useId, useState, type FormEvent } from 'react';
import { usePasswordStep } from '../../api/useStaffLogin';
import { useTranslation } from '../../i18n/useTranslation';
import { loginErrorText } from './loginError';

export interface PasswordStepProps {
  /** Why the login starts again (an expired step), shown above the form. */
  notice: string | null;
  onTicket: (ticket: string, next: 'code' | 'enrol') => void;
}

export function PasswordStep({ notice, onTicket }: PasswordStepProps) {
  const { t } = useTranslation('login');
  const id = useId();
  const [name, setName] = useState('');
  const [pwd, setPwd] = useState('');
  const [missing, setMissing] = useState(false);
  const step = usePasswordStep();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !pwd) {
      setMissing(true);
      return;
    }
    setMissing(false);
    step.mutate({ name: name.trim().toLowerCase(), pwd }, { onSuccess: (answer) => onTicket(answer.ticket, answer.next) });
  };
  const error = missing ? t('errors.missing') : step.isError ? loginErrorText(step.error, t) : null;
  return (
    <form className="bo-form" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      {notice && (
        <p className="bo-notice" role="alert">
          {notice}
        </p>
      )}
      <label className="bo-field">
        <span>{t('name')}</span>
        <input name="username" autoComplete="username" value={name} onChange={(event) => setName(event.target.value)} maxLength={32} autoFocus />
      </label>
      <label className="bo-field">
        <span>{t('password')}</span>
        <input name="password" type="password" autoComplete="current-password" value={pwd} onChange={(event) => setPwd(event.target.value)} maxLength={128} />
      </label>
      {error && (
        <p id={`${id}-error`} className="bo-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bo-button" disabled={step.isPending}>
        {t('next')}
      </button>
    </form>
  );
}
