import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { useState, type FormEvent } from 'react';
import { apiErrorCode } from '@site/client/errors';
import { useCodeStep } from '../../api/useStaffLogin';
import { useTranslation } from '../../i18n/useTranslation';
import { loginErrorText } from './loginError';

export interface CodeStepProps {
  ticket: string;
  /** The ticket expired or the login locked: back to the password, with why. */
  onRestart: (notice: string) => void;
}

const CODE = /^\d{6}$/;

/** Step 2: the authenticator app's 6-digit code, or one unused recovery code. */
export function CodeStep({ ticket, onRestart }: CodeStepProps) {
  const { t } = useTranslation('login');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const step = useCodeStep();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.replace(/\s/g, '');
    if (useRecovery ? entered.length < 8 : !CODE.test(entered)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    step.mutate(useRecovery ? { ticket, recoveryCode: entered } : { ticket, code: entered }, {
      onError: (error) => {
        const code = apiErrorCode(error);
        if (code === STAFF_ERROR_CODES.ticketInvalid || code === STAFF_ERROR_CODES.locked) onRestart(loginErrorText(error, t));
        setValue('');
      },
    });
  };
  const error = invalid ? t(useRecovery ? 'errors.recoveryFormat' : 'errors.codeFormat') : step.isError ? loginErrorText(step.error, t) : null;
  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <p>{t(useRecovery ? 'recoveryHelp' : 'codeHelp')}</p>
      <label className="bo-field">
        <span>{t(useRecovery ? 'recoveryCode' : 'code')}</span>
        <input
          key={useRecovery ? 'recovery' : 'code'}
          name={useRecovery ? 'recovery-code' : 'one-time-code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 32 : 6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
        />
      </label>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bo-button" disabled={step.isPending}>
        {t('signIn')}
      </button>
      <button
        type="button"
        className="bo-button bo-button--link"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setInvalid(false);
          step.reset();
        }}
      >
        {t(useRecovery ? 'useCode' : 'useRecovery')}
      </button>
    </form>
  );
}
