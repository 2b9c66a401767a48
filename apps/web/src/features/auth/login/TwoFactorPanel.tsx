import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { validateSmsCode } from '@site/contract/rules/codes';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { completeLogin } from '../../../shared/session';
import { AuthenticatorCodeField } from '../../../shared/forms/code/AuthenticatorCodeField';
import { FormMessage } from '../../../shared/forms/Field';
import { useForm } from '../../../shared/forms/useForm';
import { useLoginTwoFactor } from '../api/useLoginTwoFactor';
import { errorCode, errorData, serverMessage } from '../api/errors';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow, type TwoFactorStep } from '../state/flow';
import forms from '../../../shared/forms/forms.module.css';
import styles from '../auth.module.css';

const RECOVERY = /^[0-9A-Za-z\s-]{12,20}$/;

/**
 * Login error 013040 (issue 39): the password was right but the device is new and two-factor is on. The code of
 * the authenticator app (or, the phone lost, a recovery code) with the error's ticket finishes the login.
 */
export function TwoFactorPanel({ step }: { step: TwoFactorStep }) {
  const { t, message } = useAuthT();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ code: '' }, { code: (v) => (recovery ? (RECOVERY.test(v.trim()) ? null : 'auth:twoFactor.recoveryFormat') : validateSmsCode(v)) });
  const login = useLoginTwoFactor();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const back = () => useAuthFlow.getState().set({ twoFactor: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    setFormError(null);
    try {
      const value = form.values.code.trim();
      const result = await login.mutateAsync({ ticket: step.ticket, ...(recovery ? { recoveryCode: value } : { code: value }) });
      back();
      await completeLogin(result);
    } catch (error) {
      const code = errorCode(error);
      const left = (errorData(error) as { remainingAttempts?: unknown } | null)?.remainingAttempts;
      if (code === TWO_FACTOR_ERROR_CODES.codeWrong) form.setError('code', typeof left === 'number' ? t('twoFactor.wrongLeft', { count: left }) : serverMessage(error));
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <p className={styles.notice} role="status">
        {recovery ? t('twoFactor.recoveryIntro') : t('twoFactor.intro')}
      </p>
      <AuthenticatorCodeField
        field={form.field('code')}
        errorText={message(form.errors.code)}
        recovery={recovery}
        labels={{ code: t('twoFactor.code'), recoveryCode: t('twoFactor.recoveryCode'), useCode: t('twoFactor.useCode'), useRecovery: t('twoFactor.useRecovery') }}
        switchClassName={forms.linkButton}
        onSwitch={() => {
          setRecovery((r) => !r);
          form.setValue('code', '');
          form.setError('code', null);
        }}
      />
      <FormMessage text={formError} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={back}>
          {t('common.back')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('login.submitting') : t('twoFactor.submit')}
        </Button>
      </div>
    </form>
  );
}
