import { Dialog } from '@site/ui/dialog';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** An editor of one content item or promotion: its form beside a preview of how the player site shows it. */
export function EditorDialog({ open, onClose, title, pending, error, onSubmit, preview, children }: {
  open: boolean; onClose: () => void; title: string; pending: boolean; error: string | null; onSubmit: () => void; preview?: ReactNode; children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} closeLabel={t('actions.close')} className="bo-content-dialog">
      <div className="bo-content-editor">
        <form className="bo-form" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
          {children}
          {error && <p id={`${id}-error`} className="bo-error" role="alert">{error}</p>}
          <div className="bo-content-buttons">
            <button type="button" className="bo-button bo-button--ghost" onClick={onClose}>{t('actions.cancel')}</button>
            <button type="submit" className="bo-button" disabled={pending}>{t('actions.save')}</button>
          </div>
        </form>
        {preview && (
          <section className="bo-content-preview" aria-label={t('preview.label')}>
            <h3>{t('preview.title')}</h3>
            {preview}
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** A labelled text field. */
export function TextField({ label, value, onChange, invalid = false, hint, maxLength = 120, type = 'text' }: { label: string; value: string; onChange: (v: string) => void; invalid?: boolean; hint?: string; maxLength?: number; type?: string }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && <span id={`${id}-hint`} className={invalid ? 'bo-error' : 'bo-hint'}>{hint}</span>}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="bo-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
