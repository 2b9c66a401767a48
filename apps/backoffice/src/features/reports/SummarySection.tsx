import type { TFunction } from '@site/client/translator';
import { REPORT_MONEY_FIGURES, type SummaryRow } from '@site/contract/api/staff-reports';
import { useState } from 'react';
import { useReportSummary, type ReportSummaryQuery } from '../../api/useReportSummary';
import type { DataColumn } from '../../components/DataTable';
import { useBackoffice } from '../../app/store';
import { useTranslation } from '../../i18n/useTranslation';
import { amount, compact, major } from './filters';
import { ChartBesideTable } from './ChartBesideTable';
import { reportErrorText } from './reportError';

const COUNTS = ['activePlayers', 'newRegistrations', 'firstDepositors'] as const;
type ChartFigure = (typeof REPORT_MONEY_FIGURES)[number] | (typeof COUNTS)[number];
const CHART_FIGURES: readonly ChartFigure[] = [...REPORT_MONEY_FIGURES, ...COUNTS];

function columns(t: TFunction): DataColumn<SummaryRow>[] {
  return [
    { id: 'period', header: t('summary.period'), csv: (r) => r.period, cell: ({ row }) => (row.original.period === 'total' ? <strong>{t('total')}</strong> : <span className="bo-report-period">{row.original.period}</span>) },
    ...REPORT_MONEY_FIGURES.map((f): DataColumn<SummaryRow> => ({ id: f, header: t(`figures.${f}`), numeric: true, csv: (r) => r[f], cell: ({ row }) => amount(row.original[f]) })),
    ...COUNTS.map((f): DataColumn<SummaryRow> => ({ id: f, header: t(`figures.${f}`), numeric: true, csv: (r) => r[f], cell: ({ row }) => row.original[f] })),
  ];
}

const valueOf = (row: SummaryRow, figure: ChartFigure) => (typeof row[figure] === 'number' ? (row[figure] as number) : major(row[figure] as string));

/** Day by day or month by month: a chart of one chosen figure beside the table of every figure (its text alternative), with the total. */
export function SummarySection({ query }: { query: ReportSummaryQuery }) {
  const { t } = useTranslation('reports');
  const language = useBackoffice((s) => s.language);
  const [figure, setFigure] = useState<ChartFigure>('grossGamingRevenue');
  const report = useReportSummary(query);
  const rows = report.data ? [...report.data.rows, report.data.total] : undefined;
  const caption = t('summary.caption', { from: query.from, to: query.to });
  const isMoney = (REPORT_MONEY_FIGURES as readonly string[]).includes(figure);
  return (
    <section className="bo-report" aria-labelledby="report-summary">
      <h2 id="report-summary">{t('summary.title')}</h2>
      <label className="bo-field bo-report-figure">
        <span>{t('summary.chartFigure')}</span>
        <select value={figure} onChange={(e) => setFigure(e.target.value as ChartFigure)}>
          {CHART_FIGURES.map((f) => <option key={f} value={f}>{t(`figures.${f}`)}</option>)}
        </select>
      </label>
      <ChartBesideTable
        chart={report.data ? { title: t('summary.chartTitle', { figure: t(`figures.${figure}`), currency: isMoney ? report.data.currency : '' }).trim(), labels: report.data.rows.map((r) => r.period), values: report.data.rows.map((r) => valueOf(r, figure)), format: isMoney ? compact(language) : String, shortLabel: (p: string) => (p.length === 10 ? p.slice(8) : p) } : null}
        caption={caption}
        columns={columns(t)}
        rows={rows}
        loading={report.isFetching}
        error={report.isError ? reportErrorText(report.error, t) : null}
        rowKey={(r) => r.period}
        csvName={`report-${query.brand}-${query.by ?? 'day'}-${query.from}-${query.to}-${query.currency ?? 'NTD'}`}
      />
    </section>
  );
}
