import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
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
  const records = list.data?.records ?? [];

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
      {list.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('title')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </div>
      ) : list.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : records.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <BetTable records={records} />
      )}
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
