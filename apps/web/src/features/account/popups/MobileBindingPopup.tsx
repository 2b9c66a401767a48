import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { phoneRule, useCountries } from '../../../shared/forms/countries';
import { useFormMessages } from '../../../shared/forms/messages';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useForm } from '../../../shared/forms/useForm';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useBindMobile } from '../api/useBindMobile';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';

/**
 * Mobile binding (SPEC 2, 7): country code, phone, a code of request type 2
 * sent by the shared code field (the captcha the platform names, 60 s before
 * a resend), then PUT /v1/user/security/mobile/binding. Opened from the user
 * menu and the finance gate (popup store) or from my account (`onClose`).
 */
export default function MobileBindingPopup({ onClose }: { onClose?: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const closePopup = usePopupsStore((s) => s.closePopup);
  const close = onClose ?? closePopup;
  const { countries, defaultCode } = useCountries();
  const form = useForm({ countryCode: '', mobile: '', code: '' }, {
    mobile: (value, all) => phoneRule(countries, all.countryCode || defaultCode)(value),
    code: (value) => validateSmsCode(value),
  });
  const countryCode = form.values.countryCode || defaultCode;
  const country = countries.find((c) => c.countryCode === countryCode);
  const bind = useBindMobile();
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = () => {
    if (!form.validate(['mobile', 'code'])) return;
    setFormMessage(null);
    bind.mutate(
      { mobile: form.values.mobile, code: form.values.code, countryCode },
      {
        onSuccess: () => {
          showToast(t('binding.done'), { kind: 'success' });
          close();
        },
        onError: (error) =>
          setFormMessage(
            placeFailure(
              error,
              { [USER_ERROR_CODES.codeInvalid]: 'code', [USER_ERROR_CODES.phoneTaken]: 'mobile', [USER_ERROR_CODES.phoneInvalid]: 'mobile', [USER_ERROR_CODES.countryBlocked]: 'mobile' },
              form.setError,
            ),
          ),
      },
    );
  };

  return (
    <DialogForm title={t('binding.title')} onClose={close} onSubmit={submit} submitLabel={t('binding.submit')} pending={bind.isPending} message={formMessage}>
      <PhoneField countries={countries} country={{ ...form.field('countryCode'), value: countryCode }} phone={form.field('mobile')} />
      <CodeField
        field={form.field('code')}
        countryCode={countryCode}
        requestType={SMS_REQUEST_TYPES.bindMobile}
        target={() => (form.validate(['mobile']) ? { countryCode, mobile: form.values.mobile, ...(country ? { country } : {}) } : null)}
      />
    </DialogForm>
  );
}
