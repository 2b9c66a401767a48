import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from './ActionDialog';
import { actionErrorText } from './actionError';

interface ReasonAction<T> {
  mutate: (body: { reason: string }, options: { onSuccess: (answer: T) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface ReasonDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  action: ReasonAction<T>;
  onDone: (answer: T) => void;
}

/** An action that needs only a reason (end the sessions, unlock the withdrawal password). */
export function ReasonDialog<T>({ open, onClose, title, description, submitLabel, action, onDone }: ReasonDialogProps<T>) {
  const { t } = useTranslation('players');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    action.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!reasonOk(reason)) return;
    action.mutate({ reason: reason.trim() }, { onSuccess: (answer) => { setReason(''); setTried(false); onDone(answer); } });
  };
  return (
    <ActionDialog
      open={open} onClose={close} title={title} description={description} submitLabel={submitLabel} danger
      pending={action.isPending} error={action.isError ? actionErrorText(action.error, t) : null} onSubmit={submit}
    >
      <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
    </ActionDialog>
  );
}
