import type { TFunction } from '@site/client/translator';
import type { StaffAdvert } from '@site/contract/api/staff-content';
import { useState } from 'react';
import { fetchContentAdverts, useContentAdverts } from '../../api/useContentAdverts';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { AdvertEditor } from './AdvertEditor';
import { ContentNav } from './ContentNav';
import { contentErrorText } from './contentError';
import { BrandSelect, LanguageSelect, ScheduleCell, StateBadge } from './fields';
import './content.css';

const SIZE = 20;

function columns(t: TFunction, edit: (a: StaffAdvert) => void): DataColumn<StaffAdvert>[] {
  return [
    { id: 'picture', header: t('fields.picture'), csv: (a) => a.image, cell: ({ row }) => <img className="bo-content-thumb" src={row.original.image} alt="" width={100} height={40} loading="lazy" /> },
    { id: 'title', header: t('fields.title'), csv: (a) => a.title, cell: ({ row }) => <span className="bo-stack"><span>{row.original.title}</span><span className="bo-muted bo-mono">{row.original.link}</span></span> },
    { id: 'brand', header: t('fields.brand'), csv: (a) => a.brand, cell: ({ row }) => t(row.original.brand ? `brands.${row.original.brand}` : 'brands.every') },
    { id: 'language', header: t('fields.language'), csv: (a) => a.language, cell: ({ row }) => t(`languages.${row.original.language}`) },
    { id: 'sort', header: t('fields.sort'), numeric: true, csv: (a) => a.sort, cell: ({ row }) => row.original.sort },
    { id: 'schedule', header: t('fields.schedule'), csv: (a) => `${a.startTime ?? ''} ${a.endTime ?? ''}`, cell: ({ row }) => <ScheduleCell t={t} start={row.original.startTime} end={row.original.endTime} /> },
    { id: 'state', header: t('fields.state'), csv: (a) => a.state, cell: ({ row }) => <StateBadge state={row.original.state} /> },
    {
      id: 'edit', header: t('fields.actions'), csv: () => '',
      cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost" onClick={() => edit(row.original)} aria-label={t('adverts.editOne', { title: row.original.title })}>{t('actions.edit')}</button>,
    },
  ];
}

/** The home carousel's adverts per brand and language: scheduled, previewed, each change audited. */
export default function AdvertsPage() {
  const { t } = useTranslation('content');
  const [brand, setBrand] = useState('');
  const [language, setLanguage] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffAdvert | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(brand ? { brand: brand as StaffAdvert['brand'] } : {}), ...(language ? { language: language as StaffAdvert['language'] } : {}) };
  const list = useContentAdverts(query);
  return (
    <section className="bo-page bo-content-page" aria-labelledby="adverts-title">
      <h1 id="adverts-title">{t('adverts.title')}</h1>
      <ContentNav />
      <p className="bo-intro">{t('adverts.intro')}</p>
      <div className="bo-toolbar">
        <BrandSelect value={brand} onChange={(v) => { setBrand(v); setPage(1); }} every label={t('fields.brandFilter')} />
        <LanguageSelect value={language} onChange={(v) => { setLanguage(v); setPage(1); }} all />
        <button type="button" className="bo-button" onClick={() => { setOutcome(null); setEditing('new'); }}>{t('adverts.new')}</button>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('adverts.caption')} columns={columns(t, (a) => { setOutcome(null); setEditing(a); })} rows={list.data?.records} total={list.data?.total ?? 0}
        page={page} size={SIZE} onPage={setPage} loading={list.isFetching} error={list.isError ? contentErrorText(list.error, t) : null} rowKey={(a) => String(a.id)}
        exportRows={() => allPages((p, size) => fetchContentAdverts({ ...query, page: p, size }), 100)} csvName="adverts"
      />
      {editing && <AdvertEditor advert={editing} onClose={() => setEditing(null)} onSaved={(a) => { setEditing(null); setOutcome(t('adverts.saved', { title: a.title, state: t(`states.${a.state}`) })); }} />}
    </section>
  );
}
