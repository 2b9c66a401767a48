import type { AuditEntry } from '@site/contract/api/staff';
import type { TFunction } from '@site/client/translator';
import { formatDateTime } from '@site/contract/rules/format';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fetchAuditLog, useAuditLog } from '../../api/useAuditLog';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { staffErrorText } from '../staff/staffError';
import { AuditDiff } from './AuditDiff';
import { diffText } from './jsonDiff';
import { AuditFilterForm } from './AuditFilterForm';
import { auditQuery, filtersFrom, filtersToParams, type AuditFilters } from './filters';
import styles from './AuditPage.module.css';

const PAGE_SIZE = 50;

/** Who did it: a member's name (the log keeps 'staff:<name>'), or the operator commands. */
function who(entry: AuditEntry, t: TFunction): string {
  if (entry.actor === 'ops') return t('actorOps');
  return entry.actor.replace(/^staff:/, '');
}

const subject = (entry: AuditEntry) => (entry.subjectType ? `${entry.subjectType} ${entry.subjectId ?? ''}`.trim() : '');

function columns(t: TFunction): DataColumn<AuditEntry>[] {
  return [
    { id: 'at', header: t('columns.at'), accessorFn: (e) => formatDateTime(e.at), csv: (e) => e.at, cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time> },
    { id: 'who', header: t('columns.who'), accessorFn: (e) => who(e, t), csv: (e) => e.actor, cell: ({ row }) => who(row.original, t) },
    { id: 'address', header: t('columns.address'), accessorFn: (e) => e.address ?? '', csv: (e) => e.address ?? '' },
    { id: 'action', header: t('columns.action'), accessorFn: (e) => e.action, csv: (e) => e.action, cell: ({ row }) => <code className={styles.action}>{row.original.action}</code> },
    { id: 'subject', header: t('columns.subject'), accessorFn: subject, csv: subject },
    {
      id: 'changes',
      header: t('columns.changes'),
      // In the file: one line per changed path, as on screen.
      csv: (e) => diffText(e.before, e.after),
      cell: ({ row }) => <AuditDiff before={row.original.before} after={row.original.after} />,
    },
  ];
}

/** Admin: the audit log (every staff action and ops command), filtered by member, player, action prefix and days; server paging and CSV. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = auditQuery(filters, page, PAGE_SIZE);
  const log = useAuditLog(query);
  const cols = useMemo(() => columns(t), [t]);
  const apply = (next: AuditFilters, nextPage = 1) => setParams(filtersToParams(next, nextPage));
  return (
    <section className="bo-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <AuditFilterForm key={params.toString()} applied={filters} onApply={(next) => apply(next)} />
      <DataTable
        caption={t('title')}
        columns={cols}
        rows={log.data?.records}
        total={log.data?.total ?? 0}
        page={page}
        size={PAGE_SIZE}
        onPage={(next) => apply(filters, next)}
        loading={log.isPending}
        error={log.isError ? staffErrorText(log.error, t) : null}
        rowKey={(e) => String(e.id)}
        exportRows={() => allPages((p, s) => fetchAuditLog(auditQuery(filters, p, s)))}
        csvName="audit-log"
      />
    </section>
  );
}
