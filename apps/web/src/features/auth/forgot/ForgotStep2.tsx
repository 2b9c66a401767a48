import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateConfirmPassword, validatePassword } from '@site/contract/rules/account';
import { validateSmsCode } from '@site/contract/rules/codes';
import { maskPhone } from '@site/contract/rules/phone';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { useState, type FormEvent } from 'react';
import { useResetPassword } from '../api/useResetPassword';
import { errorCode, serverMessage } from '../api/errors';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { SitePasswordField } from '../form/AccountFields';
import { StepActions } from '../form/StepActions';
import { useForm } from '../../../shared/forms/useForm';
import { useAuthT } from '../i18n/messages';
import type { ForgotTarget } from './ForgotStep1';
import styles from '../auth.module.css';

export interface ForgotStep2Props {
  target: ForgotTarget;
  onBack: () => void;
  onExpired: () => void;
  onDone: () => void;
}

/** Forgot password step 2: the code (request type 3, with the uuid), the new password twice -> PUT /v1/user/pwd. */
export function ForgotStep2({ target, onBack, onExpired, onDone }: ForgotStep2Props) {
  const { t } = useAuthT();
  const form = useForm(
    { code: '', newPwd: '', confirmPwd: '' },
    {
      code: (v) => validateSmsCode(v),
      newPwd: (v) => validatePassword(v),
      confirmPwd: (v, all) => validateConfirmPassword(all.newPwd, v),
    },
  );
  const resetPassword = useResetPassword();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const country = target.country ?? { countryCode: target.countryCode };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { code, newPwd, confirmPwd } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const { username, countryCode, telephone, uuid } = target;
      await resetPassword.mutateAsync({ username, countryCode, telephone, code, newPwd, confirmPwd, uuid });
      onDone();
    } catch (error) {
      const status = errorCode(error);
      if (status === USER_ERROR_CODES.codeInvalid) form.setError('code', serverMessage(error) ?? 'rules.smsCode');
      else if (status === USER_ERROR_CODES.resetExpired) onExpired();
      else setFormError(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <p className={styles.phoneSummary}>{t('forgot.codeTo', { phone: `+${target.countryCode} ${maskPhone(target.telephone, country)}` })}</p>
      <CodeField
        field={form.field('code')}
        countryCode={target.countryCode}
        requestType={SMS_REQUEST_TYPES.forgotPassword}
        uuid={target.uuid}
        target={() => ({ countryCode: target.countryCode, mobile: target.telephone, country })}
      />
      <SitePasswordField label={t('fields.newPassword')} field={form.field('newPwd')} error={form.errors.newPwd} purpose="new" />
      <SitePasswordField label={t('fields.confirmNewPassword')} field={form.field('confirmPwd')} error={form.errors.confirmPwd} purpose="confirm" />
      <StepActions message={formError} backLabel={t('register.previous')} onBack={onBack} busy={busy} submitLabel={busy ? t('forgot.submitting') : t('forgot.submit')} />
    </form>
  );
}
