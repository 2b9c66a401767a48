import type { TFunction } from '@site/client/translator';
import { REPORT_MONEY_FIGURES, type AgentReportRow } from '@site/contract/api/staff-reports';
import type { BrandId } from '@site/contract/brands';
import { useState } from 'react';
import { useReportAgents } from '../../api/useReportAgents';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { LoadingRows } from '../../components/LoadingRows';
import { useTranslation } from '../../i18n/useTranslation';
import { amount, compact, defaultFilters, major, type ReportFilterValues } from './filters';
import { ReportFilters } from './ReportFilters';
import { ChartBesideTable } from './ChartBesideTable';
import { reportErrorText } from './reportError';
import { useServed } from './ReportsPage';
import './reports.css';

function columns(t: TFunction): DataColumn<AgentReportRow>[] {
  const count = (f: 'members' | 'newMembers' | 'activePlayers', header: string): DataColumn<AgentReportRow> => ({ id: f, header, numeric: true, csv: (r) => r[f], cell: ({ row }) => row.original[f] });
  return [
    { id: 'account', header: t('agents.account'), csv: (r) => r.account, cell: ({ row }) => (row.original.agentId === 0 ? <strong>{t('total')}</strong> : row.original.account) },
    { id: 'proxyCode', header: t('agents.proxyCode'), csv: (r) => r.proxyCode, cell: ({ row }) => <span className="bo-mono">{row.original.proxyCode}</span> },
    { id: 'tier', header: t('agents.tier'), csv: (r) => r.tier, cell: ({ row }) => row.original.tier },
    count('members', t('agents.members')),
    count('newMembers', t('agents.newMembers')),
    count('activePlayers', t('figures.activePlayers')),
    ...REPORT_MONEY_FIGURES.map((f): DataColumn<AgentReportRow> => ({ id: f, header: t(`figures.${f}`), numeric: true, csv: (r) => r[f], cell: ({ row }) => amount(row.original[f]) })),
  ];
}

function AgentsReport({ brands, currencies }: { brands: BrandId[]; currencies: string[] }) {
  const { t } = useTranslation('reports');
  const language = useBackoffice((s) => s.language);
  const [filters, setFilters] = useState<ReportFilterValues>(() => defaultFilters(brands[0] as BrandId, Date.now()));
  const query = { brand: filters.brand, from: filters.from, to: filters.to, currency: filters.currency };
  const report = useReportAgents(query);
  const rows = report.data ? [...report.data.rows, report.data.total] : undefined;
  const caption = t('agents.caption', { from: query.from, to: query.to });
  return (
    <>
      <ReportFilters brands={brands} currencies={currencies} value={filters} onApply={setFilters} withGrain={false} />
      <ChartBesideTable
        chart={report.data && report.data.rows.length > 0 ? { title: t('agents.chartTitle', { currency: report.data.currency }), labels: report.data.rows.map((r) => r.account), values: report.data.rows.map((r) => major(r.netRevenue)), format: compact(language) } : null}
        caption={caption}
        columns={columns(t)}
        rows={rows}
        loading={report.isFetching}
        error={report.isError ? reportErrorText(report.error, t) : null}
        rowKey={(r) => String(r.agentId)}
        csvName={`report-agents-${query.brand}-${query.from}-${query.to}-${query.currency}`}
      />
    </>
  );
}

/** The report per agent (admin, finance, agent manager): members, new and active members, their ledger's figures and the commission paid. */
export default function AgentsReportPage() {
  const { t } = useTranslation('reports');
  const served = useServed();
  return (
    <section className="bo-page" aria-labelledby="agents-report-title">
      <h1 id="agents-report-title">{t('agents.title')}</h1>
      <p className="bo-intro">{t('agents.intro')}</p>
      {served === null ? (
        <LoadingRows label={t('loading')} />
      ) : 'error' in served ? (
        <p className="bo-error" role="alert">{reportErrorText(served.error, t)}</p>
      ) : (
        <AgentsReport brands={served.brands} currencies={served.currencies} />
      )}
    </section>
  );
}
