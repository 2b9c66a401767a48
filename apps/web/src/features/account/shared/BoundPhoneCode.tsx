import { CodeField } from '../../../shared/forms/code/CodeField';
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
}

/**
 * A code sent to the bound phone (SPEC 4 Sending a code): the masked number
 * is shown and the shared code field sends without a number (request types
 * 5-8: the server sends to the session's bound number; captcha when the
 * platform asks, 60 s countdown, voice or SMS again).
 */
export function BoundPhoneCode({ bound, code, requestType, onSent }: BoundPhoneCodeProps) {
  const { t } = useFormMessages('accountPopups');
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
