import { CodeField } from '../../../shared/forms/code/CodeField';
import { TextField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import type { FieldBinding } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import type { BoundPhone } from './boundPhone';

export interface BoundPhoneCodeProps {
  bound: BoundPhone;
  code: FieldBinding<string>;
  /** SMS request type of the code (SMS_REQUEST_TYPES: 5-8, the bound-number types). */
  requestType: number;
  onSent: (uuid: string) => void;
  /** Two-factor on (issue 39, userDetail.twoFactor): the authenticator app's code in the SMS code's place, nothing sent. */
  authenticator?: boolean;
}

/**
 * A code sent to the bound phone (SPEC 4 Sending a code): the masked number
 * is shown and the shared code field sends without a number (request types
 * 5-8: the server sends to the session's bound number; captcha when the
 * platform asks, 60 s countdown, voice or SMS again). With two-factor on, the
 * authenticator app's code instead (驗證器代碼; the server's one rule: two-factor-guard.ts).
 */
export function BoundPhoneCode({ bound, code, requestType, onSent, authenticator = false }: BoundPhoneCodeProps) {
  const { t, message } = useFormMessages('accountPopups');
  if (authenticator) {
    return (
      <TextField
        label={t('authenticator.label')}
        field={code}
        filter={(raw) => raw.replace(/\D/g, '').slice(0, 6)}
        errorText={message(code.error)}
        hint={t('authenticator.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    );
  }
  return (
    <>
      <p className={forms.hint}>{t('boundPhone.hint', { phone: `+${bound.countryCode} ${bound.masked}` })}</p>
      <CodeField
        field={code}
        countryCode={bound.countryCode}
        requestType={requestType}
        target={() => ({ countryCode: bound.countryCode, masked: bound.masked })}
        onSent={onSent}
      />
    </>
  );
}
