import type { TFunction } from '@site/client/translator';
import type { StaffSponsor } from '@site/contract/api/staff-content';
import { useId, useState } from 'react';
import { fetchContentSponsors, useContentSponsors } from '../../api/useContentSponsors';
import { useSponsorSave } from '../../api/useSponsorSave';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentNav } from './ContentNav';
import { contentErrorText } from './contentError';
import { EditorDialog, TextField } from './EditorDialog';
import { LanguageSelect } from './fields';
import './content.css';

const SIZE = 20;

function columns(t: TFunction, edit: (s: StaffSponsor) => void): DataColumn<StaffSponsor>[] {
  return [
    { id: 'picture', header: t('fields.picture'), csv: (s) => s.image, cell: ({ row }) => <img className="bo-content-thumb" src={row.original.image} alt="" width={100} height={40} loading="lazy" /> },
    { id: 'title', header: t('fields.title'), csv: (s) => s.title, cell: ({ row }) => <span className="bo-stack"><span>{row.original.title}</span><span className="bo-muted">{row.original.subtitle}</span></span> },
    { id: 'language', header: t('fields.language'), csv: (s) => s.language, cell: ({ row }) => t(`languages.${row.original.language}`) },
    { id: 'sort', header: t('fields.sort'), numeric: true, csv: (s) => s.sort, cell: ({ row }) => row.original.sort },
    { id: 'edit', header: t('fields.actions'), csv: () => '', cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost" onClick={() => edit(row.original)} aria-label={t('sponsors.editOne', { title: row.original.title })}>{t('actions.edit')}</button> },
  ];
}

function SponsorEditor({ sponsor, onClose, onSaved }: { sponsor: StaffSponsor; onClose: () => void; onSaved: (s: StaffSponsor) => void }) {
  const { t } = useTranslation('content');
  const save = useSponsorSave();
  const id = useId();
  const [title, setTitle] = useState(sponsor.title);
  const [subtitle, setSubtitle] = useState(sponsor.subtitle);
  const [partner, setPartner] = useState(sponsor.partnerSubtitle);
  const [sort, setSort] = useState(String(sponsor.sort));
  const [detail, setDetail] = useState(sponsor.detail.join('\n\n'));
  const [tried, setTried] = useState(false);
  const paragraphs = detail.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const submit = () => {
    setTried(true);
    if (!title.trim()) return;
    save.mutate({ id: sponsor.id, language: sponsor.language, body: { title: title.trim(), subtitle, partnerSubtitle: partner, sort: Math.max(0, Math.min(9999, Number(sort) || 0)), detail: paragraphs } }, { onSuccess: onSaved });
  };
  return (
    <EditorDialog
      open onClose={onClose} title={t('sponsors.edit', { language: t(`languages.${sponsor.language}`) })} pending={save.isPending} error={save.isError ? contentErrorText(save.error, t) : null} onSubmit={submit}
      preview={
        <article className="bo-content-letter">
          <img src={sponsor.image} alt="" width={240} height={120} />
          <h4>{title || t('preview.untitled')}</h4>
          <p className="bo-muted">{subtitle}</p>
          {paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </article>
      }
    >
      <TextField label={t('fields.title')} value={title} onChange={setTitle} invalid={tried && !title.trim()} />
      <TextField label={t('sponsors.subtitle')} value={subtitle} onChange={setSubtitle} maxLength={200} />
      <TextField label={t('sponsors.partner')} value={partner} onChange={setPartner} maxLength={200} />
      <TextField label={t('fields.sort')} value={sort} onChange={setSort} type="number" />
      <div className="bo-field">
        <label htmlFor={`${id}-detail`}>{t('sponsors.detail')}</label>
        <textarea id={`${id}-detail`} rows={6} value={detail} onChange={(e) => setDetail(e.target.value)} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="bo-hint">{t('sponsors.detailHint')}</span>
      </div>
    </EditorDialog>
  );
}

/** The sponsors' texts and order, one language at a time. */
export default function SponsorsPage() {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState('TW');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffSponsor | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, language: language as StaffSponsor['language'] };
  const list = useContentSponsors(query);
  return (
    <section className="bo-page" aria-labelledby="sponsors-title">
      <h1 id="sponsors-title">{t('sponsors.title')}</h1>
      <ContentNav />
      <p className="bo-intro">{t('sponsors.intro')}</p>
      <div className="bo-toolbar">
        <LanguageSelect value={language} onChange={(v) => { setLanguage(v); setPage(1); }} />
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('sponsors.caption')} columns={columns(t, (s) => { setOutcome(null); setEditing(s); })} rows={list.data?.records} total={list.data?.total ?? 0}
        page={page} size={SIZE} onPage={setPage} loading={list.isFetching} error={list.isError ? contentErrorText(list.error, t) : null} rowKey={(s) => `${s.id}-${s.language}`}
        exportRows={() => allPages((p, size) => fetchContentSponsors({ ...query, page: p, size }), 100)} csvName="sponsors"
      />
      {editing && <SponsorEditor sponsor={editing} onClose={() => setEditing(null)} onSaved={(s) => { setEditing(null); setOutcome(t('sponsors.saved', { title: s.title })); }} />}
    </section>
  );
}
