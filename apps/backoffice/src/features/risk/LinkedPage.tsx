import type { TFunction } from '@site/client/translator';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRiskLinked } from '../../api/useRiskLinked';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { LinkGraph } from './LinkGraph';
import { riskErrorText } from './riskError';
import './risk.css';

type Row = { playerId: number; account: string; via: Array<{ kind: string; value: string }> };

function columns(t: TFunction): DataColumn<Row>[] {
  return [
    { id: 'account', header: t('fields.account'), csv: (r) => r.account, cell: ({ row }) => <Link to={`/risk/linked/${row.original.playerId}`}>{row.original.account}</Link> },
    { id: 'playerId', header: t('fields.playerId'), csv: (r) => r.playerId, numeric: true, cell: ({ row }) => <Link to={`/players/${row.original.playerId}`} aria-label={t('linked.fileOf', { account: row.original.account })}>{row.original.playerId}</Link> },
    {
      id: 'via', header: t('linked.via'), csv: (r) => r.via.map((v) => `${v.kind}=${v.value}`).join('; '),
      cell: ({ row }) => (
        <ul className="bo-risk-markers">
          {row.original.via.map((v) => <li key={`${v.kind}${v.value}`}><span className="bo-tag bo-tag--warn">{t(`via.${v.kind}`)}</span> <span className="bo-mono">{v.value}</span></li>)}
        </ul>
      ),
    },
  ];
}

/** A player's linked accounts: a member id looked up, then what links each account (a table, and a small graph that the table describes). */
export default function LinkedPage() {
  const { t } = useTranslation('risk');
  const id = useId();
  const navigate = useNavigate();
  const params = useParams();
  const playerId = params.playerId && /^\d{1,10}$/.test(params.playerId) ? Number(params.playerId) : null;
  const [input, setInput] = useState(params.playerId ?? '');
  const linked = useRiskLinked(playerId);
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{1,10}$/.test(input.trim())) void navigate(`/risk/linked/${input.trim()}`);
  };
  const rows = linked.data?.links ?? [];
  const tableId = `${id}-table`;
  return (
    <section className="bo-page" aria-labelledby="linked-title">
      <h1 id="linked-title">{linked.data ? t('linked.titleOf', { account: linked.data.account }) : t('linked.title')}</h1>
      <p className="bo-intro">{t('linked.intro')}</p>
      <form className="bo-toolbar" onSubmit={lookUp} role="search" aria-label={t('linked.lookUp')}>
        <label className="bo-field">
          <span>{t('fields.playerId')}</span>
          <input inputMode="numeric" value={input} onChange={(event) => setInput(event.target.value)} />
        </label>
        <button type="submit" className="bo-button">{t('linked.show')}</button>
      </form>
      {playerId !== null && (
        <>
          {linked.data && rows.length > 0 && <LinkGraph account={linked.data.account} links={rows} tableId={tableId} t={t} />}
          {linked.data && rows.length === 0 && <p className="bo-notice">{t('linked.none', { account: linked.data.account })}</p>}
          <div id={tableId} hidden={linked.data !== undefined && rows.length === 0}>
            <DataTable
              caption={linked.data ? t('linked.caption', { account: linked.data.account }) : t('linked.title')}
              columns={columns(t)}
              rows={rows}
              total={rows.length}
              page={1}
              size={Math.max(1, rows.length)}
              onPage={() => undefined}
              loading={linked.isFetching}
              error={linked.isError ? riskErrorText(linked.error, t) : null}
              rowKey={(r) => String(r.playerId)}
              exportRows={() => Promise.resolve(rows)}
              csvName={`linked-${playerId}`}
            />
          </div>
        </>
      )}
    </section>
  );
}
