import type { TFunction } from '@site/client/translator';
import type { LetterCampaign, LetterSegment } from '@site/contract/api/staff-letters';
import { useState } from 'react';
import { useCancelLetter } from '../../api/useCancelLetter';
import { fetchLetterCampaigns, useLetterCampaigns } from '../../api/useLetterCampaigns';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { LetterComposer } from './LetterComposer';
import { lettersErrorText } from './lettersError';
import './letters.css';

const SIZE = 20;
const BADGE: Record<LetterCampaign['status'], string> = { scheduled: 'bo-badge bo-badge--warn', sending: 'bo-badge bo-badge--warn', sent: 'bo-badge', cancelled: 'bo-badge bo-badge--danger' };

/** The segment in words: each field that narrows it ("VIP 3–", "registered 2026-01-01 – 2026-01-31"). */
export function segmentText(t: TFunction, s: LetterSegment): string {
  const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');
  const range = (from: string | number | undefined, to: string | number | undefined) => `${from ?? ''}–${to ?? ''}`;
  const parts: string[] = [];
  if (s.brand) parts.push(t('describe.brand', { brand: s.brand }));
  if (s.vipMin !== undefined || s.vipMax !== undefined) parts.push(t('describe.vip', { range: range(s.vipMin, s.vipMax) }));
  if (s.registeredFrom || s.registeredTo) parts.push(t('describe.registered', { range: range(day(s.registeredFrom), day(s.registeredTo)) }));
  if (s.lastLoginFrom || s.lastLoginTo) parts.push(t('describe.lastLogin', { range: range(day(s.lastLoginFrom), day(s.lastLoginTo)) }));
  if (s.depositsMin !== undefined || s.depositsMax !== undefined) parts.push(t('describe.deposits', { range: range(s.depositsMin, s.depositsMax) }));
  if (s.agentId !== undefined) parts.push(t('describe.agent', { id: s.agentId }));
  return parts.length ? parts.join(' · ') : t('describe.everyone');
}

function statusText(t: TFunction, c: LetterCampaign): string {
  return c.status === 'sending' ? t('status.sendingOf', { sent: c.sent, total: c.total }) : t(`status.${c.status}`);
}

function columns(t: TFunction, cancel: (c: LetterCampaign) => void, cancelling: boolean): DataColumn<LetterCampaign>[] {
  return [
    { id: 'title', header: t('list.title'), csv: (c) => c.title, cell: ({ row }) => row.original.title },
    { id: 'segment', header: t('list.segment'), csv: (c) => segmentText(t, c.segment), cell: ({ row }) => <span className="bo-letters-segment-text">{segmentText(t, row.original.segment)}</span> },
    { id: 'sendAt', header: t('list.sendAt'), csv: (c) => c.sendAt, cell: ({ row }) => when(row.original.sendAt) },
    { id: 'reach', header: t('list.reach'), numeric: true, csv: (c) => c.total, cell: ({ row }) => row.original.total },
    { id: 'status', header: t('list.status'), csv: (c) => statusText(t, c), cell: ({ row }) => <span className={BADGE[row.original.status]}>{statusText(t, row.original)}</span> },
    { id: 'by', header: t('list.by'), csv: (c) => c.createdBy, cell: ({ row }) => row.original.createdBy },
    {
      id: 'actions', header: t('list.actions'), csv: () => '',
      cell: ({ row }) =>
        row.original.status === 'scheduled' ? (
          <button type="button" className="bo-button bo-button--ghost" disabled={cancelling} onClick={() => cancel(row.original)} aria-label={t('list.cancelOne', { title: row.original.title })}>
            {t('list.cancel')}
          </button>
        ) : null,
    },
  ];
}

/** Letters to many players: write one to a segment (its reach previewed), send it now or at a time, and follow each letter's sending. */
export default function LettersPage() {
  const { t } = useTranslation('letters');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useLetterCampaigns({ page, size: SIZE });
  const cancel = useCancelLetter();
  return (
    <section className="bo-page" aria-labelledby="letters-title">
      <h1 id="letters-title">{t('title')}</h1>
      <p className="bo-intro">{t('intro')}</p>
      <LetterComposer onSent={(c) => setOutcome(t(c.sendAt <= c.createdAt ? 'compose.sent' : 'compose.scheduled', { title: c.title, count: c.total }))} />
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      {cancel.isError && <p className="bo-error" role="alert">{lettersErrorText(cancel.error, t)}</p>}
      <DataTable
        caption={t('list.caption')}
        columns={columns(t, (c) => { setOutcome(null); cancel.mutate(c.id, { onSuccess: () => setOutcome(t('list.cancelled', { title: c.title })) }); }, cancel.isPending)}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? lettersErrorText(list.error, t) : null}
        rowKey={(c) => String(c.id)}
        exportRows={() => allPages((p, size) => fetchLetterCampaigns({ page: p, size }), 100)}
        csvName="letters"
      />
    </section>
  );
}
