import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { validateSmsCode } from '@site/contract/rules/codes';
import { Button } from '@site/ui/button';
import { showToast } from '@site/ui/toast-api';
import { useState, type FormEvent } from 'react';
import { AuthenticatorCodeField } from '../../../shared/forms/code/AuthenticatorCodeField';
import { errorCode, serverMessage } from '../../../shared/forms/errors';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useTwoFactorDisable } from './api/useTwoFactorDisable';
import { codeRefusal } from './EnrolFlow';
import { TWO_FACTOR_NS } from './namespace';
import styles from './twoFactor.module.css';

const RECOVERY = /^[0-9A-Za-z\s-]{12,20}$/;

/** Turning two-factor off: a code of the app, or (the app lost) one of the recovery codes. */
export function DisableForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t, message } = useFormMessages(TWO_FACTOR_NS);
  const disable = useTwoFactorDisable();
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ code: '' }, { code: (v) => (recovery ? (RECOVERY.test(v.trim()) ? null : 'twoFactor:recoveryFormat') : validateSmsCode(v)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending || !form.validate()) return;
    setFormError(null);
    const value = form.values.code.trim();
    // mutateAsync: the answer is told even when the status, asked again, has already replaced this form.
    disable.mutateAsync(recovery ? { recoveryCode: value } : { code: value }).then(
      () => {
        showToast(t('off.done'), { kind: 'success' });
        onDone();
      },
      (error: unknown) => {
        if (errorCode(error) === TWO_FACTOR_ERROR_CODES.codeWrong) form.setError('code', codeRefusal(error, t));
        else setFormError(serverMessage(error));
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={disable.isPending || undefined}>
      <h3 className={styles.step}>{t('off.title')}</h3>
      <p className={styles.note}>{t('off.note')}</p>
      <AuthenticatorCodeField
        field={form.field('code')}
        errorText={message(form.errors.code)}
        recovery={recovery}
        labels={{ code: t('code'), recoveryCode: t('recoveryCode'), useCode: t('useCode'), useRecovery: t('useRecovery') }}
        switchClassName={styles.link}
        onSwitch={() => {
          setRecovery((r) => !r);
          form.setValue('code', '');
          form.setError('code', null);
        }}
      />
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={disable.isPending}>
          {t('off.submit')}
        </Button>
      </div>
    </form>
  );
}
