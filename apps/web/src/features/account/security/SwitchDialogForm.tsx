import type { ReactNode } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import forms from '../../../shared/forms/forms.module.css';
import { DialogForm } from '../shared/DialogForm';

export interface SwitchDialogFormProps {
  /** The setting's words in accountPopups: `<words>.onTitle`, `.on`, `.onIntro` and their `off` pairs. */
  words: 'sms' | 'protect';
  enabling: boolean;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  message: string | null;
  children?: ReactNode;
}

/** A security setting's on/off dialog (SMS login verification, withdrawal protection): its title, intro and submit in the direction asked. */
export function SwitchDialogForm({ words, enabling, onClose, onSubmit, pending, message, children }: SwitchDialogFormProps) {
  const { t } = useFormMessages('accountPopups');
  const side = enabling ? 'on' : 'off';
  return (
    <DialogForm title={t(`${words}.${side}Title`)} onClose={onClose} onSubmit={onSubmit} submitLabel={t(`${words}.${side}`)} pending={pending} message={message}>
      <p className={forms.hint}>{t(`${words}.${side}Intro`)}</p>
      {children}
    </DialogForm>
  );
}
