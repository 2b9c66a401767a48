import type { TFunction } from '@site/client/translator';
import { DIALOG_CONTENTS } from '@site/contract/api/message';
import type { StaffDialog } from '@site/contract/api/staff-content';
import { useId, useState } from 'react';
import { fetchContentDialogs, useContentDialogs } from '../../api/useContentDialogs';
import { useDialogSave } from '../../api/useDialogSave';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentNav } from './ContentNav';
import { contentErrorText } from './contentError';
import { CheckField, EditorDialog, TextField } from './EditorDialog';
import { API_LANGUAGES, BrandSelect, fromLocalInput, ScheduleCell, PicturePicker, ScheduleFields, StateBadge, toLocalInput, windowOk } from './fields';
import './content.css';

const SIZE = 20;
type Titles = StaffDialog['titles'];

function columns(t: TFunction, edit: (d: StaffDialog) => void): DataColumn<StaffDialog>[] {
  return [
    { id: 'picture', header: t('fields.picture'), csv: (d) => d.image, cell: ({ row }) => <img className="bo-content-thumb" src={row.original.image} alt="" width={100} height={40} loading="lazy" /> },
    { id: 'title', header: t('fields.title'), csv: (d) => d.titles.TW, cell: ({ row }) => <span className="bo-stack"><span>{row.original.titles.TW}</span><span className="bo-muted">{t(`dialogs.contents.${row.original.content}`)}</span></span> },
    { id: 'brand', header: t('fields.brand'), csv: (d) => d.brand, cell: ({ row }) => t(`brands.${row.original.brand}`) },
    { id: 'sort', header: t('fields.sort'), numeric: true, csv: (d) => d.sort, cell: ({ row }) => row.original.sort },
    { id: 'schedule', header: t('fields.schedule'), csv: (d) => `${d.startTime ?? ''} ${d.endTime ?? ''}`, cell: ({ row }) => <ScheduleCell t={t} start={row.original.startTime} end={row.original.endTime} /> },
    { id: 'state', header: t('fields.state'), csv: (d) => d.state, cell: ({ row }) => <StateBadge state={row.original.state} /> },
    { id: 'edit', header: t('fields.actions'), csv: () => '', cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost" onClick={() => edit(row.original)} aria-label={t('dialogs.editOne', { title: row.original.titles.TW })}>{t('actions.edit')}</button> },
  ];
}

function DialogEditor({ item, onClose, onSaved }: { item: StaffDialog | 'new'; onClose: () => void; onSaved: (d: StaffDialog) => void }) {
  const { t } = useTranslation('content');
  const save = useDialogSave();
  const id = useId();
  const old = item === 'new' ? null : item;
  const [brand, setBrand] = useState<string>(old?.brand ?? 'jade');
  const [content, setContent] = useState<string>(old?.content ?? 'promos');
  const [titles, setTitles] = useState<Titles>(old?.titles ?? { TW: '', EN: '', TH: '' });
  const [link, setLink] = useState(old?.link ?? '');
  const [sort, setSort] = useState(String(old?.sort ?? 0));
  const [enabled, setEnabled] = useState(old?.enabled ?? true);
  const [pictureId, setPictureId] = useState<string | null>(old?.pictureId ?? null);
  const [image, setImage] = useState<string | null>(old?.image ?? null);
  const [start, setStart] = useState(toLocalInput(old?.startTime ?? null));
  const [end, setEnd] = useState(toLocalInput(old?.endTime ?? null));
  const [tried, setTried] = useState(false);
  const titlesOk = API_LANGUAGES.every((l) => titles[l].trim());
  const submit = () => {
    setTried(true);
    if (!titlesOk || !windowOk(start, end)) return;
    save.mutate({
      id: old?.id ?? null,
      body: {
        brand: brand as StaffDialog['brand'], content: content as (typeof DIALOG_CONTENTS)[number], titles, link, frontendType: old?.frontendType === 1 || old?.frontendType === 2 ? old.frontendType : null,
        sort: Math.max(0, Math.min(9999, Number(sort) || 0)), enabled, pictureId, startTime: fromLocalInput(start), endTime: fromLocalInput(end),
      },
    }, { onSuccess: onSaved });
  };
  return (
    <EditorDialog
      open onClose={onClose} title={t(old ? 'dialogs.edit' : 'dialogs.new')} pending={save.isPending} error={save.isError ? contentErrorText(save.error, t) : null} onSubmit={submit}
      preview={
        <div className="bo-content-popup">
          {image ? <img src={image} alt={titles.TW} width={750} height={300} /> : <div className="bo-content-slide-empty">{t('preview.noPicture')}</div>}
          <p>{titles.TW || t('preview.untitled')}</p>
        </div>
      }
    >
      <div className="bo-content-row">
        <BrandSelect value={brand} onChange={setBrand} />
        <div className="bo-field">
          <label htmlFor={`${id}-content`}>{t('dialogs.content')}</label>
          <select id={`${id}-content`} value={content} onChange={(e) => setContent(e.target.value)}>
            {DIALOG_CONTENTS.map((c) => <option key={c} value={c}>{t(`dialogs.contents.${c}`)}</option>)}
          </select>
        </div>
      </div>
      {API_LANGUAGES.map((l) => (
        <TextField key={l} label={t('fields.titleIn', { language: t(`languages.${l}`) })} value={titles[l]} onChange={(v) => setTitles((now) => ({ ...now, [l]: v }))} invalid={tried && !titles[l].trim()} />
      ))}
      <TextField label={t('fields.link')} value={link} onChange={setLink} maxLength={512} hint={t('fields.linkHint')} />
      <div className="bo-content-row">
        <TextField label={t('fields.sort')} value={sort} onChange={setSort} type="number" />
        <CheckField label={t('fields.enabled')} checked={enabled} onChange={setEnabled} />
      </div>
      <PicturePicker pictureId={pictureId} image={image} onPicked={(pid, url) => { setPictureId(pid); setImage(url); }} onCleared={() => { setPictureId(null); setImage(null); }} />
      <ScheduleFields start={start} end={end} onStart={setStart} onEnd={setEnd} invalid={tried && !windowOk(start, end)} />
    </EditorDialog>
  );
}

/** The login advert: the items of the dialog shown after login, per brand, scheduled. */
export default function LoginAdvertPage() {
  const { t } = useTranslation('content');
  const [brand, setBrand] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffDialog | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(brand ? { brand: brand as StaffDialog['brand'] } : {}) };
  const list = useContentDialogs(query);
  return (
    <section className="bo-page bo-content-page" aria-labelledby="dialogs-title">
      <h1 id="dialogs-title">{t('dialogs.title')}</h1>
      <ContentNav />
      <p className="bo-intro">{t('dialogs.intro')}</p>
      <div className="bo-toolbar">
        <BrandSelect value={brand} onChange={(v) => { setBrand(v); setPage(1); }} every label={t('fields.brandFilter')} />
        <button type="button" className="bo-button" onClick={() => { setOutcome(null); setEditing('new'); }}>{t('dialogs.new')}</button>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('dialogs.caption')} columns={columns(t, (d) => { setOutcome(null); setEditing(d); })} rows={list.data?.records} total={list.data?.total ?? 0}
        page={page} size={SIZE} onPage={setPage} loading={list.isFetching} error={list.isError ? contentErrorText(list.error, t) : null} rowKey={(d) => String(d.id)}
        exportRows={() => allPages((p, size) => fetchContentDialogs({ ...query, page: p, size }), 100)} csvName="login-advert"
      />
      {editing && <DialogEditor item={editing} onClose={() => setEditing(null)} onSaved={(d) => { setEditing(null); setOutcome(t('dialogs.saved', { title: d.titles.TW })); }} />}
    </section>
  );
}
