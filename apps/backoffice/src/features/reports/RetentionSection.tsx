import type { ReportQuery, RetentionCohort } from '@site/contract/api/staff-reports';
import { useReportRetention } from '../../api/useReportRetention';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { reportErrorText } from './reportError';
import { TableScroll } from './TableScroll';

const share = (n: number, of: number) => (of === 0 ? '' : `${Math.round((n / of) * 1000) / 10}%`);

/**
 * The monthly retention cohort: players registered each month of the range (rows) and how many staked in that
 * month and each month after (columns "month 0, 1, ..."), with the share of the cohort: a triangle, as a table.
 */
export function RetentionSection({ query }: { query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const report = useReportRetention(query);
  const months = report.data?.months ?? [];
  const caption = t('retention.caption', { from: query.from, to: query.to });
  const columns: DataColumn<RetentionCohort>[] = [
    { id: 'cohort', header: t('retention.cohort'), csv: (c) => c.cohort, cell: ({ row }) => row.original.cohort },
    { id: 'size', header: t('retention.size'), numeric: true, csv: (c) => c.size, cell: ({ row }) => row.original.size },
    ...months.map((_, k): DataColumn<RetentionCohort> => ({
      id: `m${k}`,
      header: t('retention.month', { n: k }),
      numeric: true,
      csv: (c) => c.active[k] ?? '',
      cell: ({ row }) => {
        const c = row.original;
        const n = c.active[k];
        if (n === undefined) return '';
        return (
          <span className="bo-stack">
            <span>{n}</span>
            <span className="bo-muted">{share(n, c.size)}</span>
          </span>
        );
      },
    })),
  ];
  return (
    <section className="bo-report" aria-labelledby="report-retention">
      <h2 id="report-retention">{t('retention.title')}</h2>
      <p className="bo-intro">{t('retention.intro')}</p>
      <TableScroll label={caption}>
        <DataTable
          caption={caption}
          columns={columns}
          rows={report.data?.cohorts}
          total={report.data?.cohorts.length ?? 0}
          page={1}
          size={Math.max(1, report.data?.cohorts.length ?? 1)}
          onPage={() => undefined}
          loading={report.isFetching}
          error={report.isError ? reportErrorText(report.error, t) : null}
          rowKey={(c) => c.cohort}
          exportRows={async () => report.data?.cohorts ?? []}
          csvName={`report-retention-${query.brand}-${query.from}-${query.to}`}
        />
      </TableScroll>
    </section>
  );
}
