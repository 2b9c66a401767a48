import { PASSKEY_LIMITS } from '@site/contract/api/account-passkeys';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { TextField } from '../../../shared/forms/Field';
import { placeFailure } from '../../../shared/forms/failure';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import { passkeyAlreadyHere, passkeyCancelled } from '../../../shared/webauthn/webauthn';
import { DialogForm } from '../shared/DialogForm';
import { useAddPasskey } from './api/useAddPasskey';
import { PASSKEYS_NS } from './namespace';

/**
 * Adding a passkey: the player names it (to tell their passkeys apart later), then the browser's own dialog makes it
 * (fingerprint, face or screen lock). Closing the browser's dialog is said as such, not as a failure of the site.
 */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const { t, message } = useFormMessages(PASSKEYS_NS);
  const add = useAddPasskey();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ name: '' }, { name: (value) => (value.trim() ? null : 'passkeys:add.nameRequired') });

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    add.mutate(form.values.name.trim(), {
      onSuccess: () => {
        showToast(t('add.done'), { kind: 'success' });
        onClose();
      },
      onError: (error) => {
        if (passkeyAlreadyHere(error)) setFormMessage('passkeys:add.alreadyHere');
        else if (passkeyCancelled(error)) setFormMessage('passkeys:add.cancelled');
        else setFormMessage(placeFailure(error, {}, form.setError) ?? 'passkeys:add.failed');
      },
    });
  };

  return (
    <DialogForm title={t('add.title')} onClose={onClose} onSubmit={submit} submitLabel={t('add.submit')} pending={add.isPending} message={formMessage}>
      <p className={forms.hint}>{t('add.intro')}</p>
      <TextField
        label={t('add.name')}
        field={form.field('name')}
        errorText={message(form.errors.name)}
        placeholder={t('add.namePlaceholder')}
        maxLength={PASSKEY_LIMITS.nameMax}
        autoComplete="off"
      />
    </DialogForm>
  );
}
