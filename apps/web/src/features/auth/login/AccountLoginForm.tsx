import { LOGIN_GUARD_ERROR_CODES } from '@site/contract/codes/login-guard';
import { validatePassword, validateUsername } from '@site/contract/rules/account';
import { LOGIN_ERROR_CODES } from '@site/contract/codes/login';
import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { Button } from '@site/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { completeLogin } from '../../../shared/session';
import { useLogin } from '../api/useLogin';
import { dataText, errorCode, errorData, serverMessage } from '../api/errors';
import { processDataOptions } from '../../../shared/forms/queries';
import { useCaptcha } from '../../../shared/forms/captcha/CaptchaGate';
import { CheckboxField, FormMessage } from '../../../shared/forms/Field';
import { SitePasswordField, UsernameField } from '../form/AccountFields';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow } from '../state/flow';
import { rememberAccount, rememberedAccount } from '../state/remember';
import styles from '../auth.module.css';

/**
 * Account login (SPEC 5 rules, validated on blur and on submit): captcha when
 * process-data asks for one or the account's guard does (012080), the button locked while the
 * request runs, the account name remembered on this device. 012011 opens phone verification.
 */
export function AccountLoginForm() {
  const { t } = useAuthT();
  const client = useQueryClient();
  const requestCaptcha = useCaptcha();
  const [initialName] = useState(() => useAuthFlow.getState().prefillUsername ?? rememberedAccount());
  const form = useForm(
    { username: initialName, pwd: '', remember: true as boolean },
    { username: (v) => validateUsername(v), pwd: (v) => validatePassword(v) },
  );
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { username, pwd, remember } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const flags = await client.fetchQuery(processDataOptions()).catch(() => null);
      const captchaValidation = flags?.loginCaptcha ? await requestCaptcha() : undefined;
      if (captchaValidation === null) return;
      const send = (captcha: typeof captchaValidation) => login.mutateAsync({ username, pwd, ...(captcha ? { captchaValidation: captcha } : {}) });
      let result;
      try {
        result = await send(captchaValidation);
      } catch (error) {
        // Too many wrong passwords for this account from anywhere: the server asks this login for a captcha (silent 012080).
        if (captchaValidation || errorCode(error) !== LOGIN_GUARD_ERROR_CODES.accountCaptchaRequired) throw error;
        const solved = await requestCaptcha();
        if (solved === null) return;
        result = await send(solved);
      }
      rememberAccount(remember ? username : null);
      await completeLogin(result);
    } catch (error) {
      // Issue 39: two-factor on and a new device: the code step with the answer's ticket.
      if (errorCode(error) === TWO_FACTOR_ERROR_CODES.codeRequired) {
        rememberAccount(remember ? username : null);
        useAuthFlow.getState().set({ twoFactor: { ticket: dataText(errorData(error), 'ticket') } });
        return;
      }
      if (errorCode(error) === LOGIN_ERROR_CODES.needsPhoneVerification) {
        const data = errorData(error);
        rememberAccount(remember ? username : null);
        useAuthFlow.getState().set({
          verification: { countryCode: dataText(data, 'countryCode'), telephone: dataText(data, 'telephone'), uuid: dataText(data, 'uuid') },
        });
        return;
      }
      setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <UsernameField field={form.field('username')} error={form.errors.username} />
      <SitePasswordField label={t('fields.password')} field={form.field('pwd')} error={form.errors.pwd} purpose="current" />
      <CheckboxField field={form.field('remember')}>{t('fields.rememberAccount')}</CheckboxField>
      <FormMessage text={formError} />
      <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
