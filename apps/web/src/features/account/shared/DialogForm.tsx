import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import type { FormEvent, ReactNode } from 'react';
import { CaptchaGate } from '../../../shared/forms/captcha/CaptchaGate';
import { FormMessage } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import forms from '../../../shared/forms/forms.module.css';
import styles from './account.module.css';

export interface DialogFormProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** The call is in flight: the buttons are disabled (no second submit). */
  pending: boolean;
  /** The form's own message (a server answer no field owns): a key or a text. */
  message?: string | null;
  children: ReactNode;
}

/**
 * The frame of every my-account dialog: the ui Dialog (500 px, focus
 * trapped inside and returned on close), the captcha host of the shared code
 * field, a form without browser validation
 * (the contract's rules speak at each field), the form's message, and
 * cancel / submit disabled while the call runs.
 */
export function DialogForm({ title, onClose, onSubmit, submitLabel, pending, message, children }: DialogFormProps) {
  const { t, message: text } = useFormMessages('accountPopups');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('close')}>
      {/* A code sent from inside asks its captcha here, over this dialog (the channel's provider). */}
      <CaptchaGate>
        <form className={forms.form} onSubmit={submit} noValidate aria-busy={pending || undefined}>
          {children}
          <FormMessage text={text(message)} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </CaptchaGate>
    </Dialog>
  );
}
