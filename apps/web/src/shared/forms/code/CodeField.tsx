import { filterSmsCodeInput } from '@site/contract/rules/codes';
import { canOfferVoice } from '@site/contract/rules/session';
import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { serverMessage } from '../errors';
import { TextField } from '../Field';
import { useFormMessages } from '../messages';
import { useVoiceCheck } from '../queries';
import type { FieldBinding } from '../useForm';
import { useSendCode, type CodeChannel, type SendCodeOptions } from './useSendCode';
import styles from '../forms.module.css';

export interface CodeFieldProps extends SendCodeOptions {
  field: FieldBinding<string>;
  /** Country of the number, for the voice check. */
  countryCode: string;
}

/**
 * The 6-digit code with its send button (sending, seconds left, resend) and,
 * once a code went out, the alternative-verification block: voice (only when
 * offered) or SMS again, refused within the countdown (SPEC 4), and the hint
 * about the SMS app's filtered inbox.
 */
export function CodeField({ field, countryCode, onError, ...options }: CodeFieldProps) {
  const { t, message } = useFormMessages();
  const [notice, setNotice] = useState<string | null>(null);
  const altId = useId();
  const voiceCheck = useVoiceCheck(countryCode);
  const { phase, seconds, sent, locked, send } = useSendCode({
    ...options,
    onError: (error) => {
      setNotice(serverMessage(error));
      onError?.(error);
    },
  });
  const voiceOffered = canOfferVoice(voiceCheck.data, new Date());

  const label =
    phase === 'sending'
      ? t('code.sending')
      : phase === 'countdown'
        ? t('code.countdown', { seconds })
        : sent
          ? t('code.resend')
          : t('code.send');

  const alternative = (channel: CodeChannel) => {
    if (locked) {
      setNotice('forms:code.retryLater');
      return;
    }
    setNotice(null);
    void send(channel);
  };

  return (
    <>
      <TextField
        label={t('fields.code')}
        field={field}
        errorText={message(field.error)}
        filter={filterSmsCodeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('fields.codePlaceholder')}
        trailing={
          <Button
            variant="secondary"
            className={styles.sendButton}
            disabled={locked}
            aria-busy={phase === 'captcha' || phase === 'sending' ? true : undefined}
            onClick={() => {
              setNotice(null);
              void send('sms');
            }}
          >
            {label}
          </Button>
        }
      />
      {sent ? (
        <div className={styles.alt} role="group" aria-labelledby={altId}>
          <p id={altId} className={styles.altTitle}>
            {t('code.altTitle')}
          </p>
          <p className={styles.hint}>{t('code.filteredHint')}</p>
          <div className={styles.altButtons}>
            {voiceOffered ? (
              <button type="button" className={styles.linkButton} onClick={() => alternative('voice')}>
                {t('code.altVoice')}
              </button>
            ) : null}
            <button type="button" className={styles.linkButton} onClick={() => alternative('sms')}>
              {t('code.altSms')}
            </button>
          </div>
        </div>
      ) : null}
      {notice ? (
        <p className={styles.formError} role="alert">
          {message(notice)}
        </p>
      ) : null}
    </>
  );
}
