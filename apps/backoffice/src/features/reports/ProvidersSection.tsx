import type { TFunction } from '@site/client/translator';
import type { ProviderRow, ReportQuery } from '@site/contract/api/staff-reports';
import { useReportProviders } from '../../api/useReportProviders';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { amount, compact, major } from './filters';
import { ChartBesideTable } from './ChartBesideTable';
import { reportErrorText } from './reportError';

function columns(t: TFunction): DataColumn<ProviderRow>[] {
  const money = (f: 'stakes' | 'payouts' | 'grossGamingRevenue'): DataColumn<ProviderRow> => ({ id: f, header: t(`figures.${f}`), numeric: true, csv: (r) => r[f], cell: ({ row }) => amount(row.original[f]) });
  return [
    { id: 'provider', header: t('providers.provider'), csv: (r) => r.provider, cell: ({ row }) => (row.original.provider === 'total' ? <strong>{t('total')}</strong> : row.original.provider) },
    money('stakes'),
    money('payouts'),
    money('grossGamingRevenue'),
    { id: 'bets', header: t('providers.bets'), numeric: true, csv: (r) => r.bets, cell: ({ row }) => row.original.bets },
    { id: 'players', header: t('providers.players'), numeric: true, csv: (r) => r.players, cell: ({ row }) => row.original.players },
  ];
}

/** Per game provider over the range: its gross gaming revenue charted beside the table of stakes, payouts, bets and players. */
export function ProvidersSection({ query }: { query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const language = useBackoffice((s) => s.language);
  const report = useReportProviders(query);
  const rows = report.data ? [...report.data.rows, report.data.total] : undefined;
  const caption = t('providers.caption', { from: query.from, to: query.to });
  return (
    <section className="bo-report" aria-labelledby="report-providers">
      <h2 id="report-providers">{t('providers.title')}</h2>
      <ChartBesideTable
        chart={report.data && report.data.rows.length > 0 ? { title: t('providers.chartTitle', { currency: report.data.currency }), labels: report.data.rows.map((r) => r.provider), values: report.data.rows.map((r) => major(r.grossGamingRevenue)), format: compact(language) } : null}
        caption={caption}
        columns={columns(t)}
        rows={rows}
        loading={report.isFetching}
        error={report.isError ? reportErrorText(report.error, t) : null}
        rowKey={(r) => r.provider}
        csvName={`report-providers-${query.brand}-${query.from}-${query.to}-${query.currency ?? 'NTD'}`}
      />
    </section>
  );
}
