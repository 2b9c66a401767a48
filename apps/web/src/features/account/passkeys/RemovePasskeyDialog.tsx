import type { PasskeyRecord } from '@site/contract/api/account-passkeys';
import { ACCOUNT_ERROR_CODES } from '@site/contract/codes/account';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { placeFailure } from '../../../shared/forms/failure';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import { DialogForm } from '../shared/DialogForm';
import { LoginPasswordField } from '../shared/Passwords';
import { useRemovePasskey } from './api/useRemovePasskey';
import { PASSKEYS_NS } from './namespace';

/** Removing a passkey, confirmed with the login password (a wrong one is said at the field; five end every session). */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeyRecord; onClose: () => void }) {
  const { t } = useFormMessages(PASSKEYS_NS);
  const remove = useRemovePasskey();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ pwd: '' }, { pwd: (value) => (value ? null : 'passkeys:remove.passwordRequired') });

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    remove.mutate(
      { id: passkey.id, pwd: form.values.pwd },
      {
        onSuccess: () => {
          showToast(t('remove.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) => setFormMessage(placeFailure(error, { [ACCOUNT_ERROR_CODES.loginPasswordWrong]: 'pwd' }, form.setError)),
      },
    );
  };

  return (
    <DialogForm title={t('remove.title')} onClose={onClose} onSubmit={submit} submitLabel={t('remove.submit')} pending={remove.isPending} message={formMessage}>
      <p className={forms.hint}>{t('remove.intro', { name: passkey.name })}</p>
      <LoginPasswordField label={t('remove.password')} field={form.field('pwd')} purpose="current" />
    </DialogForm>
  );
}
