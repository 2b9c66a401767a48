import { validateWithdrawPassword, validateWithdrawPasswordConfirm } from '@site/contract/rules/account';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import { useSetWithdrawPassword } from '../api/useSetWithdrawPassword';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import { WithdrawPasswordField } from '../shared/Passwords';

export interface WithdrawPasswordDialogProps {
  onClose: () => void;
  /** After the password is set (the status query is refreshed first). */
  onDone: () => void;
}

/**
 * Sets the withdrawal password (SPEC 4, 5): exactly 6 digits, typed twice
 * (兩次輸入的密碼不相符 when they differ), once only: PUT
 * /v1/user/security/withdrawPassword. Changing it later is the reset dialog.
 */
export default function WithdrawPasswordDialog({ onClose, onDone }: WithdrawPasswordDialogProps) {
  const { t } = useFormMessages('accountPopups');
  const save = useSetWithdrawPassword();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ password: '', confirm: '' }, {
    password: (value) => validateWithdrawPassword(value),
    confirm: (value, all) => validateWithdrawPasswordConfirm(all.password, value),
  });

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    save.mutate(
      { withdrawPassword: form.values.password, confirmWithdrawPassword: form.values.confirm },
      {
        onSuccess: () => {
          showToast(t('withdraw.setDone'), { kind: 'success' });
          onDone();
        },
        onError: (error) => setFormMessage(placeFailure(error, {}, () => undefined)),
      },
    );
  };

  return (
    <DialogForm title={t('withdraw.setTitle')} onClose={onClose} onSubmit={submit} submitLabel={t('withdraw.setSubmit')} pending={save.isPending} message={formMessage}>
      <p className={forms.hint}>{t('withdraw.setHint')}</p>
      <WithdrawPasswordField label={t('withdraw.password')} field={form.field('password')} />
      <WithdrawPasswordField label={t('withdraw.confirm')} field={form.field('confirm')} />
    </DialogForm>
  );
}
