import { validateNickname } from '@site/contract/rules/account';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { TextField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import { useUpdateDetail } from '../api/useUpdateDetail';
import type { UserDetail } from '../api/useUserDetail';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';

export interface NicknameDialogProps {
  detail: UserDetail;
  onClose: () => void;
}

/**
 * The nickname (SPEC 5): at most 10 characters (暱稱不能超過10個字), not the
 * old one (新舊暱稱不能相同), changed once only (PUT /v1/user/detail; the
 * server refuses a second change with 012022).
 */
export default function NicknameDialog({ detail, onClose }: NicknameDialogProps) {
  const { t, message } = useFormMessages('accountPopups');
  const save = useUpdateDetail();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ nickname: '' }, { nickname: (value) => validateNickname(value, detail.nickname) });

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    save.mutate(
      { nickname: form.values.nickname.trim() },
      {
        onSuccess: () => {
          showToast(t('nickname.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) =>
          setFormMessage(placeFailure(error, { [USER_ERROR_CODES.nicknameOnce]: 'nickname', [USER_ERROR_CODES.sameNickname]: 'nickname' }, form.setError)),
      },
    );
  };

  return (
    <DialogForm title={t('nickname.title')} onClose={onClose} onSubmit={submit} submitLabel={t('save')} pending={save.isPending} message={formMessage}>
      <p className={forms.hint}>{t('nickname.current', { nickname: detail.nickname || detail.username })}</p>
      <TextField
        label={t('nickname.label')}
        field={form.field('nickname')}
        errorText={message(form.errors.nickname)}
        hint={t('nickname.hint')}
        autoComplete="nickname"
        maxLength={40}
      />
    </DialogForm>
  );
}
