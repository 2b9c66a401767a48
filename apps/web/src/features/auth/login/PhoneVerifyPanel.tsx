import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { completeLogin } from '../../../shared/session';
import { useLoginByMobile } from '../api/useLoginByMobile';
import { errorCode, serverMessage } from '../api/errors';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { FormMessage } from '../../../shared/forms/Field';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow, type PhoneVerification } from '../state/flow';
import styles from '../auth.module.css';

/**
 * Login error 012011 (SPEC 8): a code of request type 4 goes to the number
 * the error names, then loginByMobile with that code finishes the login. The
 * error shows the number masked (0911***333, issue 33): both calls name it by
 * the error's uuid, never by its digits.
 */
export function PhoneVerifyPanel({ verification }: { verification: PhoneVerification }) {
  const { t } = useAuthT();
  const form = useForm({ code: '' }, { code: (v) => validateSmsCode(v) });
  const loginByMobile = useLoginByMobile();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    setFormError(null);
    try {
      const { countryCode, uuid } = verification;
      const result = await loginByMobile.mutateAsync({ countryCode, code: form.values.code, uuid });
      useAuthFlow.getState().set({ verification: null });
      await completeLogin(result);
    } catch (error) {
      if (errorCode(error) === USER_ERROR_CODES.codeInvalid) form.setError('code', serverMessage(error) ?? 'rules.smsCode');
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <p className={styles.notice} role="status">
        {t('verify.intro', { phone: `+${verification.countryCode} ${verification.telephone}` })}
      </p>
      <CodeField
        field={form.field('code')}
        countryCode={verification.countryCode}
        requestType={SMS_REQUEST_TYPES.verifyPhone}
        uuid={verification.uuid}
        target={() => ({ countryCode: verification.countryCode, masked: verification.telephone })}
      />
      <FormMessage text={formError} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => useAuthFlow.getState().set({ verification: null })}>
          {t('common.back')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('login.submitting') : t('verify.submit')}
        </Button>
      </div>
    </form>
  );
}
