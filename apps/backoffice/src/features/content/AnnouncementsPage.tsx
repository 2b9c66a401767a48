import type { TFunction } from '@site/client/translator';
import type { StaffAnnouncement } from '@site/contract/api/staff-content';
import { useId, useState } from 'react';
import { fetchContentAnnouncements, useContentAnnouncements } from '../../api/useContentAnnouncements';
import { useAnnouncementSave } from '../../api/useAnnouncementSave';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentNav } from './ContentNav';
import { contentErrorText } from './contentError';
import { CheckField, EditorDialog, TextField } from './EditorDialog';
import { API_LANGUAGES, BrandSelect, fromLocalInput, ScheduleCell, ScheduleFields, StateBadge, toLocalInput, windowOk } from './fields';
import './content.css';

const SIZE = 20;
type Texts = StaffAnnouncement['texts'];
const EMPTY: Texts = { TW: { title: '', body: '' }, EN: { title: '', body: '' }, TH: { title: '', body: '' } };

function columns(t: TFunction, edit: (a: StaffAnnouncement) => void): DataColumn<StaffAnnouncement>[] {
  return [
    { id: 'title', header: t('fields.title'), csv: (a) => a.texts.TW.title, cell: ({ row }) => <span className="bo-stack"><span>{row.original.texts.TW.title}</span><span className="bo-muted">{row.original.texts.EN.title}</span></span> },
    { id: 'brand', header: t('fields.brand'), csv: (a) => a.brand, cell: ({ row }) => t(row.original.brand ? `brands.${row.original.brand}` : 'brands.every') },
    { id: 'schedule', header: t('fields.schedule'), csv: (a) => `${a.startTime ?? ''} ${a.endTime ?? ''}`, cell: ({ row }) => <ScheduleCell t={t} start={row.original.startTime} end={row.original.endTime} /> },
    { id: 'state', header: t('fields.state'), csv: (a) => a.state, cell: ({ row }) => <StateBadge state={row.original.state} /> },
    { id: 'edit', header: t('fields.actions'), csv: () => '', cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost" onClick={() => edit(row.original)} aria-label={t('announcements.editOne', { title: row.original.texts.TW.title })}>{t('actions.edit')}</button> },
  ];
}

/** A body field (operator HTML, sanitised by the server) for one language. */
function BodyField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={20_000} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function AnnouncementEditor({ item, onClose, onSaved }: { item: StaffAnnouncement | 'new'; onClose: () => void; onSaved: (a: StaffAnnouncement) => void }) {
  const { t } = useTranslation('content');
  const save = useAnnouncementSave();
  const old = item === 'new' ? null : item;
  const [brand, setBrand] = useState<string>(old?.brand ?? '');
  const [texts, setTexts] = useState<Texts>(old?.texts ?? EMPTY);
  const [enabled, setEnabled] = useState(old?.enabled ?? true);
  const [start, setStart] = useState(toLocalInput(old?.startTime ?? null));
  const [end, setEnd] = useState(toLocalInput(old?.endTime ?? null));
  const [tried, setTried] = useState(false);
  const textsOk = API_LANGUAGES.every((l) => texts[l].title.trim() && texts[l].body.trim());
  const set = (l: keyof Texts, field: 'title' | 'body', v: string) => setTexts((now) => ({ ...now, [l]: { ...now[l], [field]: v } }));
  const submit = () => {
    setTried(true);
    if (!textsOk || !start || !windowOk(start, end)) return;
    save.mutate({ id: old?.id ?? null, body: { brand: brand as StaffAnnouncement['brand'], texts, enabled, startTime: fromLocalInput(start) as string, endTime: fromLocalInput(end) } }, { onSuccess: onSaved });
  };
  return (
    <EditorDialog
      open onClose={onClose} title={t(old ? 'announcements.edit' : 'announcements.new')} pending={save.isPending} error={save.isError ? contentErrorText(save.error, t) : tried && !textsOk ? t('announcements.allLanguages') : null} onSubmit={submit}
      preview={
        <article className="bo-content-letter">
          <h4>{texts.TW.title || t('preview.untitled')}</h4>
          <p>{texts.TW.body.replace(/<[^>]*>/g, ' ')}</p>
        </article>
      }
    >
      <BrandSelect value={brand} onChange={setBrand} every />
      {API_LANGUAGES.map((l) => (
        <fieldset key={l} className="bo-content-language">
          <legend>{t(`languages.${l}`)}</legend>
          <TextField label={t('fields.titleIn', { language: t(`languages.${l}`) })} value={texts[l].title} onChange={(v) => set(l, 'title', v)} invalid={tried && !texts[l].title.trim()} />
          <BodyField label={t('fields.bodyIn', { language: t(`languages.${l}`) })} value={texts[l].body} onChange={(v) => set(l, 'body', v)} />
        </fieldset>
      ))}
      <CheckField label={t('fields.enabled')} checked={enabled} onChange={setEnabled} />
      <ScheduleFields start={start} end={end} onStart={setStart} onEnd={setEnd} invalid={tried && (!start || !windowOk(start, end))} />
    </EditorDialog>
  );
}

/** The inbox's announcements: per brand, in three languages, scheduled (from, to). */
export default function AnnouncementsPage() {
  const { t } = useTranslation('content');
  const [brand, setBrand] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffAnnouncement | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(brand ? { brand: brand as StaffAnnouncement['brand'] } : {}) };
  const list = useContentAnnouncements(query);
  return (
    <section className="bo-page bo-content-page" aria-labelledby="announcements-title">
      <h1 id="announcements-title">{t('announcements.title')}</h1>
      <ContentNav />
      <p className="bo-intro">{t('announcements.intro')}</p>
      <div className="bo-toolbar">
        <BrandSelect value={brand} onChange={(v) => { setBrand(v); setPage(1); }} every label={t('fields.brandFilter')} />
        <button type="button" className="bo-button" onClick={() => { setOutcome(null); setEditing('new'); }}>{t('announcements.new')}</button>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('announcements.caption')} columns={columns(t, (a) => { setOutcome(null); setEditing(a); })} rows={list.data?.records} total={list.data?.total ?? 0}
        page={page} size={SIZE} onPage={setPage} loading={list.isFetching} error={list.isError ? contentErrorText(list.error, t) : null} rowKey={(a) => String(a.id)}
        exportRows={() => allPages((p, size) => fetchContentAnnouncements({ ...query, page: p, size }), 100)} csvName="announcements"
      />
      {editing && <AnnouncementEditor item={editing} onClose={() => setEditing(null)} onSaved={(a) => { setEditing(null); setOutcome(t('announcements.saved', { title: a.texts.TW.title })); }} />}
    </section>
  );
}
