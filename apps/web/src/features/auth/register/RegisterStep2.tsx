import { validateConfirmPassword, validatePassword, validateUsername } from '@site/contract/rules/account';
import { toLocalPhone } from '@site/contract/rules/phone';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { completeLogin } from '../../../shared/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { useCountries } from '../../../shared/forms/countries';
import { useRegisterByLine } from '../api/useRegisterByLine';
import { useRegisterPhone } from '../api/useRegisterPhone';
import { useRegisterProxy } from '../api/useRegisterProxy';
import { useUsernameCheck } from '../api/useUsernameCheck';
import { errorCode, serverMessage } from '../api/errors';
import { processDataOptions } from '../../../shared/forms/queries';
import { useCaptcha } from '../../../shared/forms/captcha/CaptchaGate';
import { StaticField, TextField } from '../../../shared/forms/Field';
import { SitePasswordField, UsernameField } from '../form/AccountFields';
import { StepActions } from '../form/StepActions';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import { pendingInviterCode } from '../inviterCode';
import { LineButton } from '../line/LineButton';
import { useAuthFlow, type LineRegistration } from '../state/flow';
import type { VerifiedPhone } from './RegisterStep1';
import styles from '../auth.module.css';

export interface RegisterStep2Props {
  phone: VerifiedPhone;
  line: LineRegistration | null;
  onBack: () => void;
  /** The telephone state is no longer valid: verify the phone again. */
  onPhoneExpired: () => void;
}

/**
 * Registration step 2 (SPEC 4): account, password and confirmation, an
 * optional inviter code, the proxy account (disabled) when one other than
 * admin applies, and the LINE register button. Success logs in (first login).
 */
export function RegisterStep2({ phone, line, onBack, onPhoneExpired }: RegisterStep2Props) {
  const { t } = useAuthT();
  const client = useQueryClient();
  const requestCaptcha = useCaptcha();
  const proxy = useRegisterProxy();
  const usernameCheck = useUsernameCheck();
  const registerByLine = useRegisterByLine();
  const registerPhone = useRegisterPhone();
  const { countries } = useCountries();
  const form = useForm(
    { username: '', password: '', confirmPassword: '', inviterCode: pendingInviterCode() },
    {
      username: (v) => validateUsername(v),
      password: (v) => validatePassword(v),
      confirmPassword: (v, all) => validateConfirmPassword(all.password, v),
    },
  );
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const checkAvailable = async () => {
    const { username } = form.values;
    if (validateUsername(username)) return;
    const answer = await usernameCheck.mutateAsync({ username }).catch(() => null);
    if (answer && !answer.available && form.values.username === username) form.setError('username', 'auth:register.usernameTaken');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { username, password, confirmPassword, inviterCode } = form.values;
    setBusy(true);
    setFormError(null);
    const common = {
      username,
      password,
      confirmPassword,
      language: toApiLanguage(useSettingsStore.getState().language),
      ...(inviterCode.trim() ? { inviterCode: inviterCode.trim() } : {}),
      ...(proxy.info ? { proxyCode: proxy.info.proxyCode } : {}),
      ...(proxy.shown && proxy.info ? { proxyAccount: proxy.info.proxyAccount } : {}),
    };
    const phoneBody = {
      countryCode: phone.countryCode,
      telephone: phone.telephone,
      ...(phone.telephoneState ? { telephoneState: phone.telephoneState } : {}),
      ...(phone.uuid ? { uuid: phone.uuid } : {}),
    };
    try {
      let result;
      if (line) {
        result = await registerByLine.mutateAsync({ ...common, stateToken: line.stateToken, ...(phone.telephoneState ? phoneBody : {}) });
      } else {
        const flags = await client.fetchQuery(processDataOptions()).catch(() => null);
        const captchaValidation = flags?.registerCaptcha ? await requestCaptcha() : undefined;
        if (captchaValidation === null) return;
        result = await registerPhone.mutateAsync({ ...common, ...phoneBody, ...(captchaValidation ? { captchaValidation } : {}) });
      }
      useAuthFlow.getState().reset();
      await completeLogin(result, { firstLogin: true });
    } catch (error) {
      const code = errorCode(error);
      if (code === USER_ERROR_CODES.usernameTaken) form.setError('username', serverMessage(error) ?? 'auth:register.usernameTaken');
      else if (code === USER_ERROR_CODES.telephoneStateInvalid) onPhoneExpired();
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const country = countries.find((c) => c.countryCode === phone.countryCode) ?? { countryCode: phone.countryCode };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <p className={styles.phoneSummary}>
        {t('register.verifiedPhone', { phone: `+${phone.countryCode} ${toLocalPhone(phone.telephone, country)}` })}
      </p>
      <UsernameField field={{ ...form.field('username'), onBlur: () => (form.field('username').onBlur(), void checkAvailable()) }} error={form.errors.username} />
      <SitePasswordField label={t('fields.password')} field={form.field('password')} error={form.errors.password} purpose="new" />
      <SitePasswordField label={t('fields.confirmPassword')} field={form.field('confirmPassword')} error={form.errors.confirmPassword} purpose="confirm" />
      <TextField
        label={t('fields.inviterCode')}
        field={form.field('inviterCode')}
        autoComplete="off"
        maxLength={32}
      />
      {proxy.shown && proxy.info ? (
        <StaticField label={t('fields.proxyAccount')} name="proxyAccount" value={proxy.info.proxyAccount} />
      ) : null}
      <StepActions message={formError} backLabel={t('register.previous')} onBack={onBack} busy={busy} submitLabel={busy ? t('register.submitting') : t('register.submit')} />
      {line ? null : (
        <LineButton
          label={t('register.line')}
          action={0}
          {...(phone.telephoneState ?? phone.uuid ? { telephoneState: phone.telephoneState ?? phone.uuid } : {})}
          phone={{ countryCode: phone.countryCode, telephone: phone.telephone }}
        />
      )}
    </form>
  );
}
