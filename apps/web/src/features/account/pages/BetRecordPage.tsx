import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { BetFilters } from '../betRecord/BetFilters';
import styles from '../betRecord/BetRecord.module.css';
import { BetSummary } from '../betRecord/BetSummary';
import { BetTable } from '../betRecord/BetTable';
import { presetRange } from '../betRecord/range';
import { BET_PAGE_SIZE, useBetRecords, type BetFilters as Filters } from '../api/useBetRecords';

/** /mine/betRecord (SPEC 2, 3 Bet): the player's bets of a range within 90 days, paged, with the range's totals. */
export default function BetRecordPage() {
  const { t } = useTranslation('betRecord');
  const loggedIn = useIsLoggedIn();
  const [filters, setFilters] = useState<Filters>(() => ({ range: presetRange('today'), gameType: null }));
  const [page, setPage] = useState(1);
  const { list, summary } = useBetRecords(filters, page);

  if (!loggedIn) return <LoginFirst title={t('title')} prompt={t('login.prompt')} action={t('login.action')} askOnArrival={false} />;

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BET_PAGE_SIZE));

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <BetFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <BetSummary summary={summary.data} />
      <QueryState
        query={list}
        texts={{ loading: t('title'), failed: t('failed'), retry: t('retry') }}
        skeletons={3}
        skeletonHeight={44}
        loadingClassName={styles.loading}
        failedClassName={styles.empty}
        isEmpty={(data) => data.records.length === 0}
        empty={<p className={styles.empty}>{t('empty')}</p>}
      >
        {(data) => <BetTable records={data.records} />}
      </QueryState>
      {total > BET_PAGE_SIZE ? (
        <nav className={styles.pager} aria-label={t('pager.label')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('pager.prev')}
          </Button>
          <span aria-live="polite">{t('pager.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('pager.next')}
          </Button>
        </nav>
      ) : null}
    </PageFrame>
  );
}
