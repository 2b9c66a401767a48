import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { validateWithdrawPassword, validateWithdrawPasswordConfirm } from '@site/contract/rules/account';
import { validateSmsCode } from '@site/contract/rules/codes';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useResetWithdrawPasswordByPassword } from '../api/useResetWithdrawPasswordByPassword';
import { useResetWithdrawPasswordByPhone } from '../api/useResetWithdrawPasswordByPhone';
import type { UserDetail } from '../api/useUserDetail';
import { BoundPhoneCode } from '../shared/BoundPhoneCode';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import { ModeSwitch } from '../shared/ModeSwitch';
import { LoginPasswordField, WithdrawPasswordField } from '../shared/Passwords';

type Mode = 'phone' | 'password';
type Field = 'code' | 'pwd' | 'password' | 'confirm';

const FIELDS: Record<Mode, readonly Field[]> = { phone: ['code', 'password', 'confirm'], password: ['pwd', 'password', 'confirm'] };

/**
 * Resets the withdrawal password (SPEC 7): by a code sent to the bound phone
 * (PUT .../withdrawPassword/resetByPhone, type 7) or by the login password
 * (.../resetByPassword), which withdrawal protection turns off (013008). The
 * set dialog is not this one: a set password is never asked for again there.
 */
export default function WithdrawResetDialog({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const bound = detail.hasTelephone ? { countryCode: detail.countryCode, masked: detail.telephone } : null;
  const byPasswordAllowed = !detail.withdrawProtect;
  const [mode, setMode] = useState<Mode>(bound || !byPasswordAllowed ? 'phone' : 'password');
  const [uuid, setUuid] = useState<string | undefined>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const byPhone = useResetWithdrawPasswordByPhone();
  const byPassword = useResetWithdrawPasswordByPassword();
  const form = useForm({ code: '', pwd: '', password: '', confirm: '' }, {
    code: (value) => validateSmsCode(value),
    pwd: (value) => (value ? null : 'accountPopups:withdraw.loginPasswordRequired'),
    password: (value) => validateWithdrawPassword(value),
    confirm: (value, all) => validateWithdrawPasswordConfirm(all.password, value),
  });

  const onSuccess = () => {
    showToast(t('withdraw.resetDone'), { kind: 'success' });
    onClose();
  };
  const onError = (error: unknown) =>
    setFormMessage(
      placeFailure(
        error,
        { [USER_ERROR_CODES.codeInvalid]: 'code', [USER_ERROR_CODES.oldPasswordWrong]: 'pwd', [ACCOUNT_ERROR_CODES.withdrawProtected]: 'pwd' },
        form.setError,
      ),
    );

  const submit = () => {
    if (!form.validate(FIELDS[mode])) return;
    setFormMessage(null);
    const { code, pwd, password, confirm } = form.values;
    const pair = { withdrawPassword: password, confirmWithdrawPassword: confirm };
    if (mode === 'phone') byPhone.mutate({ ...pair, code, ...(uuid ? { uuid } : {}) }, { onSuccess, onError });
    else byPassword.mutate({ ...pair, pwd }, { onSuccess, onError });
  };

  const note = !bound ? t('withdraw.resetNeedsPhone') : !byPasswordAllowed ? t('withdraw.resetProtected') : null;
  return (
    <DialogForm title={t('withdraw.resetTitle')} onClose={onClose} onSubmit={submit} submitLabel={t('withdraw.resetSubmit')} pending={byPhone.isPending || byPassword.isPending} message={formMessage}>
      <ModeSwitch<Mode>
        legend={t('withdraw.resetMode')}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setFormMessage(null);
        }}
        options={[
          { value: 'phone', label: t(detail.twoFactor ? 'withdraw.byAuthenticator' : 'withdraw.byPhone'), disabled: !bound },
          { value: 'password', label: t('withdraw.byPassword'), disabled: !byPasswordAllowed },
        ]}
        note={note}
      />
      {mode === 'phone' && bound ? (
        <BoundPhoneCode
          bound={bound}
          code={form.field('code')}
          requestType={SMS_REQUEST_TYPES.withdrawPasswordReset}
          onSent={setUuid}
          authenticator={detail.twoFactor}
        />
      ) : mode === 'password' ? (
        <LoginPasswordField label={t('withdraw.loginPassword')} field={form.field('pwd')} purpose="current" />
      ) : null}
      <WithdrawPasswordField label={t('withdraw.newPassword')} field={form.field('password')} placeholder={t('withdraw.rule')} />
      <WithdrawPasswordField label={t('withdraw.confirmNew')} field={form.field('confirm')} />
    </DialogForm>
  );
}
