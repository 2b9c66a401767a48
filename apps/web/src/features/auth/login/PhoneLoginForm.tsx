import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { LOGIN_ERROR_CODES } from '@site/contract/codes/login';
import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { completeLogin } from '../../../shared/session';
import { usePopupsStore } from '../../../shared/stores/popups';
import { isDisplayed, phoneRule, useCountries } from '../../../shared/forms/countries';
import { useLoginByMobile } from '../api/useLoginByMobile';
import { dataText, errorCode, errorData, serverMessage } from '../api/errors';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { FormMessage } from '../../../shared/forms/Field';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow } from '../state/flow';
import styles from '../auth.module.css';

/**
 * Phone login: country, number, 6-digit code (type 1). Error 012007 for a
 * displayed country switches to Register with the draft (SPEC 4, 8); a
 * blocked country (012010) shows its message on the number.
 */
export function PhoneLoginForm() {
  const { t } = useAuthT();
  const { countries, defaultCode } = useCountries();
  const form = useForm({ countryCode: '', telephone: '', code: '' }, {
    telephone: (v, all) => phoneRule(countries, all.countryCode || defaultCode)(v),
    code: (v) => validateSmsCode(v),
  });
  const countryCode = form.values.countryCode || defaultCode;
  const country = countries.find((c) => c.countryCode === countryCode);
  const loginByMobile = useLoginByMobile();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [codeUuid, setCodeUuid] = useState<string | undefined>();

  const phoneError = (error: unknown) => {
    const code = errorCode(error);
    if (code === USER_ERROR_CODES.countryBlocked) form.setError('telephone', 'rules.phoneCountryBlocked');
    else if (code === USER_ERROR_CODES.phoneInvalid) form.setError('telephone', 'rules.phone');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(['telephone', 'code'])) return;
    const { telephone, code } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const result = await loginByMobile.mutateAsync({ telephone, code, countryCode, ...(codeUuid ? { uuid: codeUuid } : {}) });
      await completeLogin(result);
    } catch (error) {
      const status = errorCode(error);
      // Issue 39: two-factor on and a new device: the code step with the answer's ticket.
      if (status === TWO_FACTOR_ERROR_CODES.codeRequired) {
        useAuthFlow.getState().set({ twoFactor: { ticket: dataText(errorData(error), 'ticket') } });
        return;
      }
      if (status === LOGIN_ERROR_CODES.phoneNotRegistered && isDisplayed(countries, countryCode)) {
        const data = errorData(error);
        useAuthFlow.getState().set({
          draft: { countryCode: dataText(data, 'countryCode') || countryCode, telephone: dataText(data, 'telephone') || telephone, uuid: dataText(data, 'uuid') },
          line: null,
        });
        usePopupsStore.getState().openPopup({ kind: 'login', tab: 'register' });
        return;
      }
      if (status === USER_ERROR_CODES.codeInvalid) form.setError('code', serverMessage(error) ?? 'rules.smsCode');
      else if (status === USER_ERROR_CODES.countryBlocked || status === USER_ERROR_CODES.phoneInvalid) phoneError(error);
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <PhoneField countries={countries} country={{ ...form.field('countryCode'), value: countryCode }} phone={form.field('telephone')} />
      <CodeField
        field={form.field('code')}
        countryCode={countryCode}
        requestType={SMS_REQUEST_TYPES.login}
        target={() => (form.validate(['telephone']) ? { countryCode, mobile: form.values.telephone, ...(country ? { country } : {}) } : null)}
        onSent={setCodeUuid}
        onError={phoneError}
      />
      <FormMessage text={formError} />
      <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
