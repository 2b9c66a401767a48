import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { validatePassword } from '@site/contract/rules/account';
import { validateSmsCode } from '@site/contract/rules/codes';
import { Button } from '@site/ui/button';
import { QrCode } from '@site/ui/qr-code';
import { useState, type FormEvent } from 'react';
import { PasswordField, TextField } from '../../../shared/forms/Field';
import { errorCode, errorData, serverMessage } from '../../../shared/forms/errors';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useTwoFactorBegin } from './api/useTwoFactorBegin';
import { useTwoFactorConfirm } from './api/useTwoFactorConfirm';
import { TWO_FACTOR_NS } from './namespace';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './twoFactor.module.css';

const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);
/** The key in groups of four, as authenticator apps show it. */
export const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** A wrong code's words with the tries left (013041 data.remainingAttempts), else the server's text. */
export function codeRefusal(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  const left = (errorData(error) as { remainingAttempts?: unknown } | null)?.remainingAttempts;
  if (errorCode(error) === TWO_FACTOR_ERROR_CODES.codeWrong && typeof left === 'number') return t('codeWrongLeft', { count: left });
  return serverMessage(error);
}

/**
 * Turning two-factor on (issue 39): the login password, then the QR code (or the key in groups of four) and a
 * code of the app to confirm, then the ten recovery codes, shown this once with a download.
 */
export function EnrolFlow({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t, message } = useFormMessages(TWO_FACTOR_NS);
  const begin = useTwoFactorBegin();
  const confirm = useTwoFactorConfirm();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const password = useForm({ pwd: '' }, { pwd: (v) => validatePassword(v) });
  const code = useForm({ code: '' }, { code: (v) => validateSmsCode(v) });

  const sendPassword = (event: FormEvent) => {
    event.preventDefault();
    if (begin.isPending || !password.validate()) return;
    setFormError(null);
    begin.mutate({ pwd: password.values.pwd }, { onError: (error) => password.setError('pwd', serverMessage(error)) });
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || !code.validate()) return;
    setFormError(null);
    confirm.mutate(
      { code: code.values.code },
      {
        onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
        onError: (error) => {
          if (errorCode(error) === TWO_FACTOR_ERROR_CODES.codeWrong) code.setError('code', codeRefusal(error, t));
          else setFormError(serverMessage(error));
        },
      },
    );
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  if (!begin.data) {
    return (
      <form className={styles.form} onSubmit={sendPassword} noValidate aria-busy={begin.isPending || undefined}>
        <h3 className={styles.step}>{t('enrol.passwordTitle')}</h3>
        <p className={styles.note}>{t('enrol.passwordNote')}</p>
        <PasswordField label={t('enrol.password')} field={password.field('pwd')} errorText={message(password.errors.pwd)} autoComplete="current-password" showLabel={t('showPassword')} hideLabel={t('hidePassword')} />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={begin.isPending}>
            {t('enrol.next')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={sendCode} noValidate aria-busy={confirm.isPending || undefined}>
      <h3 className={styles.step}>{t('enrol.scanTitle')}</h3>
      <p className={styles.note}>{t('enrol.scanNote')}</p>
      <div className={styles.scan}>
        <QrCode value={begin.data.uri} label={t('enrol.qr')} size={184} />
        <div className={styles.key}>
          <p className={styles.note}>{t('enrol.key')}</p>
          <code className={styles.secret} data-testid="two-factor-key">
            {grouped(begin.data.secret)}
          </code>
        </div>
      </div>
      <TextField
        label={t('code')}
        field={code.field('code')}
        filter={digits}
        errorText={message(code.errors.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
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
        <Button type="submit" disabled={confirm.isPending}>
          {t('enrol.confirm')}
        </Button>
      </div>
    </form>
  );
}
