import { Dialog } from '@site/ui/dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBackoffice } from '../../app/store';
import { useTranslation } from '../../i18n/useTranslation';
import { queueErrorText } from './queueError';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is rejected (an order number, a card's number): the dialog's title. */
  item: string;
  /** Sends the refusal; a failure is shown in the dialog, which stays open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A rejection with its reason (the player reads it): @site/ui's Dialog (focus trapped, given back to the button
 * that opened it, or to the page's main region when the item has left the list), a labelled reason field.
 */
export function ReasonDialog({ open, onOpenChange, item, onSubmit, onDone }: ReasonDialogProps) {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  // The reason is what the dialog asks: the focus moves there once the dialog has taken it (its close button first,
  // having noted the button that opened it, where the focus returns).
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setMissing(false);
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setError(null);
    setBusy(true);
    try {
      await onSubmit(text);
      change(false);
      onDone();
    } catch (failure) {
      setError(queueErrorText(failure, t, language));
    } finally {
      setBusy(false);
    }
  };
  const message = missing ? t('reject.missing') : error;
  return (
    <Dialog open={open} onOpenChange={change} title={t('reject.title', { item })} closeLabel={t('actions.close')}>
      <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="bo-field">
          <label htmlFor={`${id}-reason`}>{t('reject.reason')}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={255}
            rows={3}
            required
            ref={field}
            aria-invalid={missing || undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-hint`} className="bo-hint">
            {t('reject.hint')}
          </p>
        </div>
        {message && (
          <p id={`${id}-error`} className="bo-error" role="alert">
            {message}
          </p>
        )}
        <div className="bo-dialog-actions">
          <button type="button" className="bo-button bo-button--ghost" onClick={() => change(false)}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="bo-button bo-button--danger" disabled={busy}>
            {busy ? t('actions.busy') : t('reject.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
