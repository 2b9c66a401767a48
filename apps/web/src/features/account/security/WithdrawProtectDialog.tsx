import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import type { UserDetail } from '../api/useUserDetail';
import { useSetWithdrawProtect } from '../api/useSetWithdrawProtect';
import { placeFailure } from '../shared/failure';
import { LoginPasswordField } from '../shared/Passwords';
import { SwitchDialogForm } from './SwitchDialogForm';

/**
 * Withdrawal protection on or off (PUT /v1/user/security/withdrawProtect):
 * while on, the withdrawal password is reset only by a phone code. Turning it
 * on needs a bound phone; turning it off needs the login password.
 */
export default function WithdrawProtectDialog({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const enabling = !detail.withdrawProtect;
  const save = useSetWithdrawProtect();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ pwd: '' }, { pwd: (value) => (value ? null : 'accountPopups:withdraw.loginPasswordRequired') });

  const submit = () => {
    if (enabling && !detail.hasTelephone) {
      setFormMessage('accountPopups:protect.needsPhone');
      return;
    }
    if (!enabling && !form.validate()) return;
    setFormMessage(null);
    save.mutate(enabling ? { enabled: true } : { enabled: false, pwd: form.values.pwd }, {
      onSuccess: () => {
        showToast(t(enabling ? 'protect.onDone' : 'protect.offDone'), { kind: 'success' });
        onClose();
      },
      onError: (error) =>
        setFormMessage(placeFailure(error, { [ACCOUNT_ERROR_CODES.loginPasswordWrong]: 'pwd', [USER_ERROR_CODES.oldPasswordWrong]: 'pwd' }, form.setError)),
    });
  };

  return (
    <SwitchDialogForm words="protect" enabling={enabling} onClose={onClose} onSubmit={submit} pending={save.isPending} message={formMessage}>
      {enabling ? null : <LoginPasswordField label={t('withdraw.loginPassword')} field={form.field('pwd')} purpose="current" />}
    </SwitchDialogForm>
  );
}
