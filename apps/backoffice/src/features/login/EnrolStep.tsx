import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorCode } from '@site/client/errors';
import { QrCode } from '@site/ui/qr-code';
import { useEnrolConfirm, useEnrolStart } from '../../api/useStaffLogin';
import { useTranslation } from '../../i18n/useTranslation';
import { loginErrorText } from './loginError';
import styles from './Login.module.css';

export interface EnrolStepProps {
  ticket: string;
  onRestart: (notice: string) => void;
  onEnrolled: (recoveryCodes: string[]) => void;
}

/** First login: scan the QR code (or type the key), then confirm with a code of the new secret. */
export function EnrolStep({ ticket, onRestart, onEnrolled }: EnrolStepProps) {
  const { t } = useTranslation('login');
  const start = useEnrolStart();
  const confirm = useEnrolConfirm();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { mutate: startEnrol } = start;

  useEffect(() => {
    startEnrol(ticket, {
      onError: (error) => {
        if (apiErrorCode(error) === STAFF_ERROR_CODES.ticketInvalid) onRestart(loginErrorText(error, t));
      },
    });
    // One secret per ticket: asked once when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    confirm.mutate(
      { ticket, code },
      {
        onSuccess: (session) => onEnrolled(session.recoveryCodes),
        onError: (error) => {
          const errorCode = apiErrorCode(error);
          if (errorCode === STAFF_ERROR_CODES.ticketInvalid || errorCode === STAFF_ERROR_CODES.locked) onRestart(loginErrorText(error, t));
          setCode('');
        },
      },
    );
  };

  if (start.isPending || start.isIdle) return <p role="status">{t('enrolPreparing')}</p>;
  if (start.isError) {
    return (
      <p className="bo-error" role="alert">
        {loginErrorText(start.error, t)}
      </p>
    );
  }
  const error = invalid ? t('errors.codeFormat') : confirm.isError ? loginErrorText(confirm.error, t) : null;
  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <h2>{t('enrolTitle')}</h2>
      <p>{t('enrolHelp')}</p>
      <div className={`bo-enrol ${styles.enrol}`}>
        <QrCode value={start.data.uri} label={t('enrolQr')} size={184} />
        <div>
          <p>{t('enrolKey')}</p>
          <code className={`bo-secret ${styles.secret}`}>{start.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </div>
      </div>
      <label className="bo-field">
        <span>{t('code')}</span>
        <input name="one-time-code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bo-button" disabled={confirm.isPending}>
        {t('enrolConfirm')}
      </button>
    </form>
  );
}
