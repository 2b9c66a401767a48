import { Dialog } from '@site/ui/dialog';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The failure in words, shown inline above the buttons. */
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

/** A confirmation of one action on a player's file: its fields (a labelled reason at least), the error inline, confirm or cancel. */
export function ActionDialog({ open, onClose, title, description, submitLabel, danger, pending, error, onSubmit, children }: ActionDialogProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} closeLabel={t('actions.close')} description={description}>
      <form className="bo-form" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        {children}
        {error && <p id={`${id}-error`} className="bo-error" role="alert">{error}</p>}
        <div className="bo-pf-buttons">
          <button type="button" className="bo-button bo-button--ghost" onClick={onClose}>{t('actions.cancel')}</button>
          <button type="submit" className={danger ? 'bo-button bo-button--danger' : 'bo-button'} disabled={pending}>{submitLabel}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** The reason every action asks for (2 to 500 characters, the contract's), labelled. */
export function ReasonField({ value, onChange, invalid, label }: { value: string; onChange: (value: string) => void; invalid: boolean; label?: string }) {
  const { t } = useTranslation('players');
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={`${id}-reason`}>{label ?? t('actions.reason')}</label>
      <textarea
        id={`${id}-reason`} rows={3} maxLength={500} value={value} onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-hint` : undefined}
      />
      {invalid && <span id={`${id}-hint`} className="bo-error">{t('actions.reasonHint')}</span>}
    </div>
  );
}

export const reasonOk = (reason: string) => reason.trim().length >= 2;
