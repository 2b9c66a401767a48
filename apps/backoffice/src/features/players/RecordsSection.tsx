import type { TFunction } from '@site/client/translator';
import type { PLAYER_RECORD_PARTS, staffPlayerRecords } from '@site/contract/api/staff-players';
import type { ResponseOf } from '@site/contract/endpoint';
import { useState } from 'react';
import { fetchPlayerRecords, usePlayerRecords } from '../../api/usePlayerRecords';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { actionErrorText } from './actionError';
import { money, when } from './format';

export type RecordPart = (typeof PLAYER_RECORD_PARTS)[number];
type Line = ResponseOf<typeof staffPlayerRecords>['records'][number];
const SIZE = 50;

/** A status in words: the part's own word ('open' is a live session but an unsettled bet), else the shared one, else as the server wrote it. */
function statusText(t: TFunction, part: RecordPart, status: string): string {
  // A session ended says why ('ended staff-block', 'ended logout').
  const ended = /^ended (.+)$/.exec(status);
  if (ended) return `${statusText(t, part, 'ended')} (${ended[1]})`;
  return t(`records.${part}.statuses.${status}`, { defaultValue: t(`records.statuses.${status}`, { defaultValue: status }) });
}

function columns(t: TFunction, part: RecordPart): DataColumn<Line>[] {
  const withMoney = part === 'deposits' || part === 'withdrawals' || part === 'bets';
  const all: (DataColumn<Line> | false)[] = [
    { id: 'id', header: t(`records.${part}.id`), csv: (r) => r.id, cell: ({ row }) => <span className="bo-pf-mono">{row.original.id}</span> },
    { id: 'at', header: t('records.at'), csv: (r) => r.at, cell: ({ row }) => when(row.original.at) },
    { id: 'kind', header: t(`records.${part}.kind`), csv: (r) => r.kind, cell: ({ row }) => row.original.kind },
    { id: 'status', header: t('records.status'), csv: (r) => r.status, cell: ({ row }) => statusText(t, part, row.original.status) },
    withMoney && {
      id: 'amount', header: t(`records.${part}.amount`), csv: (r) => r.amount ?? '', numeric: true,
      cell: ({ row }) => money(row.original.amount, row.original.currency),
    },
    { id: 'detail', header: t(`records.${part}.detail`), csv: (r) => r.detail, cell: ({ row }) => row.original.detail },
  ];
  return all.filter((column): column is DataColumn<Line> => column !== false);
}

/** One part of the player's history (deposits, withdrawals, bets, sessions and devices, letters), paged by the server. */
export function RecordsSection({ playerId, account, part }: { playerId: number; account: string; part: RecordPart }) {
  const { t } = useTranslation('players');
  const [page, setPage] = useState(1);
  const records = usePlayerRecords(playerId, { part, page, size: SIZE });
  return (
    <DataTable
      caption={t(`records.${part}.caption`, { account })}
      columns={columns(t, part)}
      rows={records.data?.records}
      total={records.data?.total ?? 0}
      page={page}
      size={SIZE}
      onPage={setPage}
      loading={records.isFetching}
      error={records.isError ? actionErrorText(records.error, t) : null}
      rowKey={(r) => `${r.id}-${r.at}`}
      exportRows={() => allPages(async (p, size) => fetchPlayerRecords(playerId, { part, page: p, size }))}
      csvName={`${part}-${account}`}
    />
  );
}
