import type { TFunction } from '@site/client/translator';
import type { DataColumn } from '../../components/DataTable';
import { formatTime } from './format';

/** The item's number with when it came in under it (cards and ID checks: their id and time). */
export function itemColumn<T>(t: TFunction, language: string, id: (item: T) => string | number, at: (item: T) => string): DataColumn<T> {
  return {
    id: 'item',
    header: t('columns.item'),
    csv: id,
    cell: ({ row }) => (
      <span className="bo-stack">
        <span>#{id(row.original)}</span>
        <span className="bo-muted">{formatTime(at(row.original), language)}</span>
      </span>
    ),
  };
}

/** The player's account with the member id under it. */
export function playerColumn<T extends { account: string; playerId: number }>(t: TFunction): DataColumn<T> {
  return {
    id: 'player',
    header: t('columns.player'),
    csv: (item) => item.account,
    cell: ({ row }) => (
      <span className="bo-stack">
        {row.original.account}
        <span className="bo-muted">#{row.original.playerId}</span>
      </span>
    ),
  };
}
