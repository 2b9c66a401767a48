import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { CodeField } from '../../../shared/forms/code/CodeField';
import { phoneRule, useCountries } from '../../../shared/forms/countries';
import { errorCode, FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { useFormMessages } from '../../../shared/forms/messages';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useForm } from '../../../shared/forms/useForm';
import { useChangeMobile } from '../api/useChangeMobile';
import type { UserDetail } from '../api/useUserDetail';
import { useVerifyOldMobile } from '../api/useVerifyOldMobile';
import { BoundPhoneCode } from '../shared/BoundPhoneCode';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import forms from '../../../shared/forms/forms.module.css';
import styles from '../shared/account.module.css';
import { keepPendingChange, readPendingChange } from './pendingChange';

/**
 * Changing the bound phone (SPEC 4): step 1 proves the old number with a
 * code sent to it (type 5, PUT /v1/user/security/mobile/verify-old), step 2
 * binds the new number with a code sent to it (type 2, PUT
 * /v1/user/security/mobile with the uuid of step 1). Until step 2 is done the
 * account shows the change as unfinished (userDetail.phoneChangePending).
 */
export default function MobileChangeDialog({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const bound = { countryCode: detail.countryCode, masked: detail.telephone };
  const [proof, setProof] = useState(() => (detail.phoneChangePending ? readPendingChange() : null));
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const verify = useVerifyOldMobile();
  const change = useChangeMobile();
  const { countries, defaultCode } = useCountries();

  const oldForm = useForm({ code: '' }, { code: (v) => validateSmsCode(v) });
  const newForm = useForm({ countryCode: '', mobile: '', code: '' }, {
    mobile: (value, all) => phoneRule(countries, all.countryCode || defaultCode)(value),
    code: (value) => validateSmsCode(value),
  });
  const countryCode = newForm.values.countryCode || defaultCode;
  const country = countries.find((c) => c.countryCode === countryCode);
  const step = proof ? 2 : 1;

  const submitOld = () => {
    if (!oldForm.validate()) return;
    setFormMessage(null);
    verify.mutate(oldForm.values.code, {
      onSuccess: (result) => {
        keepPendingChange(result);
        setProof(result);
      },
      onError: (error) => setFormMessage(placeFailure(error, { [USER_ERROR_CODES.codeInvalid]: 'code' }, oldForm.setError)),
    });
  };

  const submitNew = () => {
    if (!proof || !newForm.validate(['mobile', 'code'])) return;
    setFormMessage(null);
    change.mutate(
      { uuid: proof.uuid, mobile: newForm.values.mobile, code: newForm.values.code, countryCode },
      {
        onSuccess: () => {
          keepPendingChange(null);
          showToast(t('change.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) => {
          if (errorCode(error) === ACCOUNT_ERROR_CODES.phoneChangeExpired) {
            // Step 1 is no longer valid: prove the old number again.
            keepPendingChange(null);
            setProof(null);
            oldForm.reset();
            setFormMessage(apiErrorText(error, FORM_FAILURE_WORDS) ?? 'accountPopups:change.expired');
            return;
          }
          const fields = { [USER_ERROR_CODES.codeInvalid]: 'code', [USER_ERROR_CODES.phoneTaken]: 'mobile', [USER_ERROR_CODES.phoneInvalid]: 'mobile', [USER_ERROR_CODES.countryBlocked]: 'mobile', [USER_ERROR_CODES.phoneAlreadyBound]: 'mobile' } as const;
          setFormMessage(placeFailure(error, fields, newForm.setError));
        },
      },
    );
  };

  return (
    <DialogForm
      title={t('change.title')}
      onClose={onClose}
      onSubmit={step === 1 ? submitOld : submitNew}
      submitLabel={step === 1 ? t('change.next') : t('change.submit')}
      pending={verify.isPending || change.isPending}
      message={formMessage}
    >
      <ol className={styles.steps}>
        {([1, 2] as const).map((n) => (
          <li key={n} className={styles.step} aria-current={n === step ? 'step' : undefined}>
            {t(`change.step${n}`)}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <BoundPhoneCode
          key="old"
          bound={bound}
          code={oldForm.field('code')}
          requestType={SMS_REQUEST_TYPES.changeMobileOld}
          onSent={() => undefined}
          authenticator={detail.twoFactor}
        />
      ) : (
        <div key="new" className={forms.form}>
          <PhoneField countries={countries} country={{ ...newForm.field('countryCode'), value: countryCode }} phone={newForm.field('mobile')} />
          <CodeField
            field={newForm.field('code')}
            countryCode={countryCode}
            requestType={SMS_REQUEST_TYPES.bindMobile}
            target={() => (newForm.validate(['mobile']) ? { countryCode, mobile: newForm.values.mobile, ...(country ? { country } : {}) } : null)}
          />
        </div>
      )}
    </DialogForm>
  );
}
