import type { TFunction } from '@site/client/translator';
import { LEDGER_KINDS, type LedgerKind } from '@site/contract/api/ledger-kinds';
import type { PlayerFile } from '@site/contract/api/staff-players';
import type { ResponseOf } from '@site/contract/endpoint';
import type { staffPlayerLedger } from '@site/contract/api/staff-players';
import { useState } from 'react';
import { fetchPlayerLedger, usePlayerLedger, type PlayerLedgerQuery } from '../../api/usePlayerLedger';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { actionErrorText } from './actionError';
import { dayBound, money, when } from './format';

type Line = ResponseOf<typeof staffPlayerLedger>['records'][number];
const SIZE = 50;

function columns(t: TFunction): DataColumn<Line>[] {
  return [
    { id: 'at', header: t('ledger.at'), csv: (l) => l.at, cell: ({ row }) => when(row.original.at) },
    { id: 'kind', header: t('ledger.kind'), csv: (l) => l.kind, cell: ({ row }) => t(`ledgerKinds.${row.original.kind}`, { defaultValue: row.original.kind }) },
    { id: 'amount', header: t('ledger.amount'), csv: (l) => l.amount, numeric: true, cell: ({ row }) => money(row.original.amount) },
    { id: 'balanceAfter', header: t('ledger.balanceAfter'), csv: (l) => l.balanceAfter, numeric: true, cell: ({ row }) => money(row.original.balanceAfter) },
    { id: 'reference', header: t('ledger.reference'), csv: (l) => l.reference, cell: ({ row }) => <span className="bo-pf-mono">{row.original.reference}</span> },
  ];
}

/**
 * One wallet's ledger with its filters (wallet, kind, dates), paged by the server. Beside it the wallet's balance
 * and the sum of every matching entry: unfiltered the two agree (the ledger reconciles to the balance).
 */
export function LedgerSection({ file }: { file: PlayerFile }) {
  const { t } = useTranslation('players');
  const wallets = file.wallets.length ? file.wallets : [{ currency: 'NTD', wallet: 'main', balance: '0.00' }];
  const [filters, setFilters] = useState({ wallet: `${wallets[0]?.currency}:${wallets[0]?.wallet}`, kind: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [currency = 'NTD', wallet = 'main'] = filters.wallet.split(':');
  const query: PlayerLedgerQuery = {
    currency, wallet, page, size: SIZE,
    ...(filters.kind ? { kind: filters.kind as LedgerKind } : {}),
    ...(dayBound(filters.from) ? { from: dayBound(filters.from) } : {}),
    ...(dayBound(filters.to, true) ? { to: dayBound(filters.to, true) } : {}),
  };
  const ledger = usePlayerLedger(file.id, query);
  const change = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const filtered = Boolean(filters.kind || filters.from || filters.to);
  const data = ledger.data;
  return (
    <div>
      <div className="bo-toolbar" role="group" aria-label={t('ledger.filters')}>
        <label className="bo-field">
          <span>{t('ledger.wallet')}</span>
          <select value={filters.wallet} onChange={(event) => change({ wallet: event.target.value })}>
            {wallets.map((w) => (
              <option key={`${w.currency}:${w.wallet}`} value={`${w.currency}:${w.wallet}`}>
                {`${w.wallet === 'main' ? t('wallets.main') : w.wallet} · ${w.currency}`}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('ledger.kind')}</span>
          <select value={filters.kind} onChange={(event) => change({ kind: event.target.value })}>
            <option value="">{t('ledger.allKinds')}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>{t(`ledgerKinds.${kind}`)}</option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('ledger.from')}</span>
          <input type="date" value={filters.from} onChange={(event) => change({ from: event.target.value })} />
        </label>
        <label className="bo-field">
          <span>{t('ledger.to')}</span>
          <input type="date" value={filters.to} onChange={(event) => change({ to: event.target.value })} />
        </label>
      </div>
      {data && (
        <dl className="bo-pf-totals">
          <div>
            <dt>{t('ledger.balance')}</dt>
            <dd>{money(data.balance, currency)}</dd>
          </div>
          <div>
            <dt>{filtered ? t('ledger.sumFiltered') : t('ledger.sum')}</dt>
            <dd>{money(data.sum, currency)}</dd>
          </div>
          {!filtered && (
            <div>
              <dt>{t('ledger.reconciles')}</dt>
              <dd className={data.sum === data.balance ? undefined : 'bo-error'}>{data.sum === data.balance ? t('ledger.agrees') : t('ledger.differs')}</dd>
            </div>
          )}
        </dl>
      )}
      <DataTable
        caption={t('ledger.caption', { account: file.account })}
        columns={columns(t)}
        rows={data?.records}
        total={data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={ledger.isFetching}
        error={ledger.isError ? actionErrorText(ledger.error, t) : null}
        rowKey={(l) => String(l.id)}
        exportRows={() => allPages(async (p, size) => fetchPlayerLedger(file.id, { ...query, page: p, size }))}
        csvName={`ledger-${file.account}-${currency}-${wallet}`}
      />
    </div>
  );
}
