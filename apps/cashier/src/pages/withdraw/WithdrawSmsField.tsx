import type { TermsCodePurpose } from '@site/contract/api/terms';
import { SMS_CODE_LENGTH } from '@site/contract/constants';
import { formatAmount } from '@site/contract/rules/format';
import { TERMS } from '@site/contract/rules/terms';
import { Button } from '@site/ui/button';
import { apiErrorText } from '@site/client/errors';
import { useEffect, useId, useState } from 'react';
import { useSendTermsCode } from '../../api/useSendTermsCode';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { fundFailureWords } from '../../i18n/failureWords';
import { useTranslation } from '../../i18n/useTranslation';

export const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * The SMS code of a withdrawal that takes the 24 hours past 2,500 (issues 20 and 33, the terms): a button sends it to the bound phone (then counts
 * down before a resend), a labelled field takes it. `invalid` after a submit without a full code. With two-factor on
 * (issue 39), every withdrawal asks for the authenticator app's code here instead (驗證器代碼), and no SMS is sent.
 */
export function WithdrawSmsField({
  value,
  onChange,
  invalid,
  disabled,
  purpose = 'withdrawConfirm',
  authenticator = false,
}: {
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  disabled?: boolean;
  /** reactivate: the code of a dormant account's reactivation (DormantNotice). */
  purpose?: TermsCodePurpose;
  /** Two-factor on (issue 39): the authenticator app's code in the SMS code's place, nothing sent. */
  authenticator?: boolean;
}) {
  const { t } = useTranslation('withdrawTerms');
  const id = useId();
  const send = useSendTermsCode(purpose);
  const [left, setLeft] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const sendCode = () => {
    setError(null);
    send.mutate(undefined, {
      onSuccess: (sent) => setLeft(sent.countdown),
      onError: (e) => setError(apiErrorText(e, fundFailureWords(t))),
    });
  };

  const message = invalid ? (authenticator ? t('authenticatorInvalid') : t('codeInvalid', { length: SMS_CODE_LENGTH })) : null;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {authenticator ? t('authenticatorCode') : t('code')}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {authenticator ? t('authenticatorWhy') : purpose === 'reactivate' ? t('dormant.why') : t('why', { amount: formatAmount(TERMS.smsVerificationAbove, 0) })}
      </p>
      <div className={styles.actions}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={value}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        {authenticator ? null : (
          <Button variant="secondary" size="sm" disabled={disabled || left > 0 || send.isPending} onClick={sendCode}>
            {left > 0 ? t('resendIn', { seconds: left }) : send.isSuccess ? t('resend') : t('send')}
          </Button>
        )}
      </div>
      {send.isSuccess && left > 0 ? (
        <p className={styles.hint} role="status">
          {t('sent')}
        </p>
      ) : null}
      <FormError id={`${id}-error`}>{message ?? error}</FormError>
    </div>
  );
}
