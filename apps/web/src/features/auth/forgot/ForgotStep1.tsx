import { validateUsername } from '@site/contract/rules/account';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { Button } from '@site/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePopupsStore } from '../../../shared/stores/popups';
import { phoneRule, useCountries, type CountryCodeItem } from '../../../shared/forms/countries';
import { useForgotVerify } from '../api/useForgotVerify';
import { errorCode, serverMessage } from '../api/errors';
import { processDataOptions } from '../../../shared/forms/queries';
import { useCaptcha } from '../../../shared/forms/captcha/CaptchaGate';
import { FormMessage } from '../../../shared/forms/Field';
import { UsernameField } from '../form/AccountFields';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import forms from '../../../shared/forms/forms.module.css';
import styles from '../auth.module.css';

/** What step 1 hands to step 2: the account, its phone and the uuid of forgotVerify. */
export interface ForgotTarget {
  username: string;
  countryCode: string;
  telephone: string;
  country?: CountryCodeItem;
  uuid: string;
}

/** Forgot password step 1: account and phone (+ captcha when process-data asks) -> uuid. */
export function ForgotStep1({ onVerified }: { onVerified: (target: ForgotTarget) => void }) {
  const { t } = useAuthT();
  const client = useQueryClient();
  const requestCaptcha = useCaptcha();
  const { countries, defaultCode } = useCountries();
  const form = useForm(
    { username: '', countryCode: '', telephone: '' },
    { username: (v) => validateUsername(v), telephone: (v, all) => phoneRule(countries, all.countryCode || defaultCode)(v) },
  );
  const countryCode = form.values.countryCode || defaultCode;
  const forgotVerify = useForgotVerify();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { username, telephone } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const flags = await client.fetchQuery(processDataOptions()).catch(() => null);
      const captchaValidation = flags?.smsCaptcha ? await requestCaptcha() : undefined;
      if (captchaValidation === null) return;
      const { uuid } = await forgotVerify.mutateAsync({ username, telephone, countryCode, ...(captchaValidation ? { captchaValidation } : {}) });
      const country = countries.find((c) => c.countryCode === countryCode);
      onVerified({ username, countryCode, telephone, uuid, ...(country ? { country } : {}) });
    } catch (error) {
      const code = errorCode(error);
      if (code === USER_ERROR_CODES.countryBlocked) form.setError('telephone', 'rules.phoneCountryBlocked');
      else if (code === USER_ERROR_CODES.phoneInvalid) form.setError('telephone', 'rules.phone');
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <UsernameField field={form.field('username')} error={form.errors.username} />
      <PhoneField countries={countries} country={{ ...form.field('countryCode'), value: countryCode }} phone={form.field('telephone')} />
      <FormMessage text={formError} />
      <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
        {t('register.next')}
      </Button>
      <div className={styles.below}>
        <button type="button" className={forms.linkButton} onClick={() => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' })}>
          {t('forgot.backToLogin')}
        </button>
      </div>
    </form>
  );
}
