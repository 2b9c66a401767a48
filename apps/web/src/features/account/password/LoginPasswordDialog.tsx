import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateConfirmPassword, validateNewPassword, validatePassword } from '@site/contract/rules/account';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useChangePassword } from '../api/useChangePassword';
import { useChangePasswordBySms } from '../api/useChangePasswordBySms';
import type { UserDetail } from '../api/useUserDetail';
import { BoundPhoneCode } from '../shared/BoundPhoneCode';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import { ModeSwitch } from '../shared/ModeSwitch';
import { LoginPasswordField } from '../shared/Passwords';
import { endSessionAfterPasswordChange } from './endSession';

type Mode = 'old' | 'sms';

const FIELDS: Record<Mode, readonly ('oldPwd' | 'code' | 'newPwd' | 'confirmPwd')[]> = {
  old: ['oldPwd', 'newPwd', 'confirmPwd'],
  sms: ['code', 'newPwd', 'confirmPwd'],
};

/**
 * The login password (SPEC 5, 7): with the old one (PUT
 * /v1/user/security/pwd; 新舊密碼不能一致 here and on the server) or with a
 * code sent to the bound phone (PUT /v1/user/security/sms/pwd, type 6; a
 * bound phone is needed). Success says 密碼修改成功，請重新登入 and logs out.
 */
export default function LoginPasswordDialog({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const bound = detail.hasTelephone ? { countryCode: detail.countryCode, masked: detail.telephone } : null;
  const [mode, setMode] = useState<Mode>('old');
  const [uuid, setUuid] = useState<string | undefined>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const byOld = useChangePassword();
  const bySms = useChangePasswordBySms();
  const form = useForm({ oldPwd: '', code: '', newPwd: '', confirmPwd: '' }, {
    oldPwd: (value) => (value ? null : 'accountPopups:password.oldRequired'),
    code: (value) => validateSmsCode(value),
    newPwd: (value, all) => (mode === 'old' ? validateNewPassword(value, all.oldPwd) : validatePassword(value)),
    confirmPwd: (value, all) => validateConfirmPassword(all.newPwd, value),
  });

  const onSuccess = () => {
    onClose();
    void endSessionAfterPasswordChange(t('password.done'));
  };
  const onError = (error: unknown) =>
    setFormMessage(
      placeFailure(
        error,
        { [USER_ERROR_CODES.oldPasswordWrong]: 'oldPwd', [USER_ERROR_CODES.samePassword]: 'newPwd', [USER_ERROR_CODES.codeInvalid]: 'code' },
        form.setError,
      ),
    );

  const submit = () => {
    if (!form.validate(FIELDS[mode])) return;
    setFormMessage(null);
    const { oldPwd, code, newPwd, confirmPwd } = form.values;
    if (mode === 'old') byOld.mutate({ oldPwd, newPwd, confirmPwd }, { onSuccess, onError });
    else bySms.mutate({ code, newPwd, confirmPwd, ...(uuid ? { uuid } : {}) }, { onSuccess, onError });
  };

  return (
    <DialogForm title={t('password.title')} onClose={onClose} onSubmit={submit} submitLabel={t('save')} pending={byOld.isPending || bySms.isPending} message={formMessage}>
      <ModeSwitch<Mode>
        legend={t('password.mode')}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setFormMessage(null);
        }}
        options={[
          { value: 'old', label: t('password.byOld') },
          { value: 'sms', label: t(detail.twoFactor ? 'password.byAuthenticator' : 'password.bySms'), disabled: !bound },
        ]}
        note={bound ? null : t('password.needsPhone')}
      />
      {mode === 'old' ? (
        <LoginPasswordField label={t('password.old')} field={form.field('oldPwd')} purpose="current" />
      ) : bound ? (
        <BoundPhoneCode
          bound={bound}
          code={form.field('code')}
          requestType={SMS_REQUEST_TYPES.smsPassword}
          onSent={setUuid}
          authenticator={detail.twoFactor}
        />
      ) : null}
      <LoginPasswordField label={t('password.new')} field={form.field('newPwd')} purpose="new" placeholder={t('password.rule')} />
      <LoginPasswordField label={t('password.confirm')} field={form.field('confirmPwd')} purpose="new" />
    </DialogForm>
  );
}
