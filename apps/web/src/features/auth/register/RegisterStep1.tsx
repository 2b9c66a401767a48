import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { phoneRule, useCountries } from '../../../shared/forms/countries';
import { useSmsState } from '../api/useSmsState';
import { errorCode, serverMessage } from '../api/errors';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { CheckboxField, FormMessage } from '../../../shared/forms/Field';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import type { PhoneRef } from '../state/flow';
import styles from '../auth.module.css';

export interface VerifiedPhone extends PhoneRef {
  /** From POST /v1/validation/sms/state (step 1) ... */
  telephoneState?: string;
  /** ... or the uuid of a 012007 draft. */
  uuid?: string;
}

/**
 * Registration step 1 (SPEC 4): agree (18+ and the account agreement), a
 * valid phone and its 6-digit code (request type 25); Next trades the code
 * for a telephone state (sms/state) and goes on when it comes back.
 */
export function RegisterStep1({ initial, onVerified }: { initial: PhoneRef | null; onVerified: (phone: VerifiedPhone) => void }) {
  const { t, message } = useAuthT();
  const { countries, defaultCode } = useCountries();
  const form = useForm(
    { countryCode: initial?.countryCode ?? '', telephone: initial?.telephone ?? '', code: '', agree: false as boolean },
    {
      telephone: (v, all) => phoneRule(countries, all.countryCode || defaultCode)(v),
      code: (v) => validateSmsCode(v),
      agree: (v) => (v ? null : 'auth:register.agreeRequired'),
    },
  );
  const countryCode = form.values.countryCode || defaultCode;
  const country = countries.find((c) => c.countryCode === countryCode);
  const smsState = useSmsState();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const phoneError = (error: unknown) => {
    const code = errorCode(error);
    if (code === USER_ERROR_CODES.countryBlocked) form.setError('telephone', 'rules.phoneCountryBlocked');
    else if (code === USER_ERROR_CODES.phoneInvalid) form.setError('telephone', 'rules.phone');
    else if (code === USER_ERROR_CODES.phoneTaken) form.setError('telephone', serverMessage(error));
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(['agree', 'telephone', 'code'])) return;
    const { telephone, code } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const { telephoneState } = await smsState.mutateAsync({ requestType: SMS_REQUEST_TYPES.register, countryCode, telephone, code });
      if (telephoneState) onVerified({ countryCode, telephone, telephoneState });
    } catch (error) {
      if (errorCode(error) === USER_ERROR_CODES.codeInvalid) form.setError('code', serverMessage(error) ?? 'rules.smsCode');
      else if (([USER_ERROR_CODES.countryBlocked, USER_ERROR_CODES.phoneInvalid, USER_ERROR_CODES.phoneTaken] as string[]).includes(errorCode(error) ?? '')) phoneError(error);
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void next(event)} noValidate aria-busy={busy || undefined}>
      <PhoneField countries={countries} country={{ ...form.field('countryCode'), value: countryCode }} phone={form.field('telephone')} />
      <CodeField
        field={form.field('code')}
        countryCode={countryCode}
        requestType={SMS_REQUEST_TYPES.register}
        target={() => (form.validate(['telephone']) ? { countryCode, mobile: form.values.telephone, ...(country ? { country } : {}) } : null)}
        onError={phoneError}
      />
      <CheckboxField field={form.field('agree')} errorText={message(form.errors.agree)}>
        {t('register.agreePrefix')}
        <Link to="/stationary/about-us/tos" target="_blank" rel="noopener">
          {t('register.agreement')}
        </Link>
      </CheckboxField>
      <FormMessage text={formError} />
      <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
        {t('register.next')}
      </Button>
    </form>
  );
}
