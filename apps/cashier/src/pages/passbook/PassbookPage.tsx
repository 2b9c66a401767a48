import { recordEarliestDay } from '@site/contract/api/common';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { DateField, Select } from '@site/ui/fields';
import { useId, useState } from 'react';
import { usePassbook } from '../../api/usePassbook';
import { useCashier } from '../../app/session';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { FormError } from '../../components/FormMessage';
import { Segmented } from '../../components/Segmented';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { initialFilters, PASSBOOK_PAGE_SIZE, passbookQuery, rangeProblem, serverToday, type PassbookFilters } from './filters';
import { PassbookList, type OrderLink } from './PassbookList';
import local from './PassbookPage.module.css';

/** The filters as the host's passbook address keeps them (frame message 'passbook'), empty ones left out. */
function filterOf(f: PassbookFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));
}

/**
 * Fund details and transaction details (SPEC 2): type, status and a date
 * range within the last 90 days, first taken from the page query the host
 * passed (e.g. after a deposit: transaction, deposit), paged, with an empty
 * state. A filter change asks again from page 1. A change of tab is told to
 * the host (a 'passbook' message with the filters) so its address and title
 * follow the tab (issue 19); the heading here follows it too. A fund row's
 * order opens the transaction details of that order's type and day; a
 * promotion's reward opens the promotion's page through the host.
 */
export function PassbookPage({ query }: PageProps<'passbook'>) {
  const { t } = useTranslation('passbook');
  useTranslation('fund');
  const { post } = useCashier();
  const ids = { type: useId(), status: useId(), from: useId(), to: useId() };
  // One clock reading for the page's life: the 90-day window does not move under the player.
  const [now] = useState(() => Date.now());
  const [filters, setFilters] = useState<PassbookFilters>(() => initialFilters(query, now));
  const [page, setPage] = useState(1);
  const problem = rangeProblem(filters, now);
  const records = usePassbook(passbookQuery(problem ? initialFilters(query, now) : filters, page));
  const change = (patch: Partial<PassbookFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setPage(1);
    if (next.tab !== filters.tab) post({ type: 'passbook', filter: filterOf(next) });
  };
  const showOrder = (link: OrderLink, createdAt: string) => {
    const day = serverToday(Date.parse(createdAt));
    change({ tab: 'transaction', type: link.orderType, status: '', from: day, to: day });
  };
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / PASSBOOK_PAGE_SIZE));
  const earliest = recordEarliestDay(now);
  const today = serverToday(now);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t(`tab.${filters.tab}`)}</h1>
      <Segmented
        legend={t('tabs')}
        name="passbook-tab"
        value={filters.tab}
        onChange={(tab) => change({ tab })}
        options={[
          { value: 'fund', label: t('tab.fund') },
          { value: 'transaction', label: t('tab.transaction') },
        ]}
      />
      <div className={local.filters} role="search" aria-label={t('filters')}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.type}>
            {t('type')}
          </label>
          <Select id={ids.type} value={filters.type} onChange={(e) => change({ type: e.target.value as PassbookFilters['type'] })}>
            <option value="">{t('all')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`fund:type.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.status}>
            {t('status')}
          </label>
          <Select id={ids.status} value={filters.status} onChange={(e) => change({ status: e.target.value as PassbookFilters['status'] })}>
            <option value="">{t('all')}</option>
            {TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`fund:status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.from}>
            {t('from')}
          </label>
          <DateField id={ids.from} min={earliest} max={today} value={filters.from} onChange={(e) => change({ from: e.target.value })} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.to}>
            {t('to')}
          </label>
          <DateField id={ids.to} min={earliest} max={today} value={filters.to} onChange={(e) => change({ to: e.target.value })} />
        </div>
      </div>
      <p className={styles.hint}>{t('window')}</p>
      <FormError>{problem ? t(`range.${problem}`) : null}</FormError>

      <QueryState
        query={records}
        loading={t('loading')}
        retry={t('retry')}
        skeletons={[56, 56, 56]}
        isEmpty={(data) => data.records.length === 0}
        empty={
          <p className={styles.state} role="status">
            {t('empty')}
          </p>
        }
      >
        {(data) => <PassbookList records={data.records} tab={filters.tab} onOrder={showOrder} onActivity={(url) => post({ type: 'activityDetail', url })} />}
      </QueryState>

      {pages > 1 ? (
        <nav className={styles.actions} aria-label={t('paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('prev')}
          </Button>
          <span className={styles.muted} style={{ alignSelf: 'center', textAlign: 'center' }} aria-live="polite">
            {t('page', { page, pages, total: records.data?.total ?? 0 })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
