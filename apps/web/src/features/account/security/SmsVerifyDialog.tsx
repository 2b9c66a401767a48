import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useSetSmsVerify } from '../api/useSetSmsVerify';
import type { UserDetail } from '../api/useUserDetail';
import { BoundPhoneCode } from '../shared/BoundPhoneCode';
import { placeFailure } from '../shared/failure';
import { SwitchDialogForm } from './SwitchDialogForm';

/**
 * SMS login verification on or off (PUT /v1/user/security/smsVerify): either
 * way a code (type 8) sent to the bound phone. While on, a login from a device
 * never seen for the account is verified by SMS.
 */
export default function SmsVerifyDialog({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const enabling = !detail.smsVerify;
  const bound = { countryCode: detail.countryCode, masked: detail.telephone };
  const save = useSetSmsVerify();
  const [uuid, setUuid] = useState<string | undefined>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ code: '' }, { code: (value) => validateSmsCode(value) });

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    save.mutate(
      { enabled: enabling, code: form.values.code, ...(uuid ? { uuid } : {}) },
      {
        onSuccess: () => {
          showToast(t(enabling ? 'sms.onDone' : 'sms.offDone'), { kind: 'success' });
          onClose();
        },
        onError: (error) => setFormMessage(placeFailure(error, { [USER_ERROR_CODES.codeInvalid]: 'code' }, form.setError)),
      },
    );
  };

  return (
    <SwitchDialogForm words="sms" enabling={enabling} onClose={onClose} onSubmit={submit} pending={save.isPending} message={formMessage}>
      <BoundPhoneCode bound={bound} code={form.field('code')} requestType={SMS_REQUEST_TYPES.smsVerify} onSent={setUuid} />
    </SwitchDialogForm>
  );
}
