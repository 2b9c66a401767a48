import { useId, useState, type FormEvent } from 'react';
import { useAddPlayerNote } from '../../api/useAddPlayerNote';
import { usePlayerNotes } from '../../api/usePlayerNotes';
import { DataTable } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { actionErrorText } from './actionError';
import { when } from './format';

const SIZE = 20;

/** The staff's notes (kept in the append-only audit log: never edited) and a form for a new one. */
export function NotesSection({ playerId, account }: { playerId: number; account: string }) {
  const { t } = useTranslation('players');
  const id = useId();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const notes = usePlayerNotes(playerId, page, SIZE);
  const add = useAddPlayerNote(playerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    add.mutate({ text: text.trim() }, { onSuccess: () => { setText(''); setSaved(true); setPage(1); } });
  };
  const error = missing ? t('notes.missing') : add.isError ? actionErrorText(add.error, t) : null;
  return (
    <div className="bo-pf-stack">
      <form className="bo-form bo-section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('notes.add')}</h3>
        <label className="bo-field">
          <span>{t('notes.text')}</span>
          <textarea
            rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)}
            aria-invalid={missing || undefined} aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        {error && <p id={`${id}-error`} className="bo-error" role="alert">{error}</p>}
        {saved && <p role="status" className="bo-notice">{t('notes.saved')}</p>}
        <div>
          <button type="submit" className="bo-button" disabled={add.isPending}>{t('notes.submit')}</button>
        </div>
      </form>
      <DataTable
        caption={t('notes.caption', { account })}
        columns={[
          { id: 'at', header: t('notes.at'), csv: (n) => n.at, cell: ({ row }) => when(row.original.at) },
          { id: 'staff', header: t('notes.staff'), csv: (n) => n.staff, cell: ({ row }) => row.original.staff },
          { id: 'text', header: t('notes.text'), csv: (n) => n.text, cell: ({ row }) => <span className="bo-pf-pre">{row.original.text}</span> },
        ]}
        rows={notes.data?.records}
        total={notes.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={notes.isFetching}
        error={notes.isError ? actionErrorText(notes.error, t) : null}
        rowKey={(n) => String(n.id)}
      />
    </div>
  );
}
