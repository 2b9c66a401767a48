import type { ResponseOf } from '@site/contract/endpoint';
import type { gameOrderSummary } from '@site/contract/api/game';
import { formatAmount } from '@site/contract/rules/format';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './BetRecord.module.css';
import { Profit } from './BetTable';

/** The order summary of the range (in the main currency). */
export function BetSummary({ summary }: { summary: ResponseOf<typeof gameOrderSummary> | undefined }) {
  const { t } = useTranslation('betRecord');
  const items = [
    ['count', summary ? String(summary.betCount) : '-'],
    ['totalBet', summary ? formatAmount(summary.totalBet) : '-'],
    ['validBet', summary ? formatAmount(summary.validBet) : '-'],
  ] as const;
  return (
    <section aria-label={t('summary.label')}>
      <dl className={styles.summary}>
        {items.map(([key, value]) => (
          <div key={key} className={styles.stat}>
            <dt>
              {t(`summary.${key}`)}
              {key !== 'count' && summary ? ` (${summary.currency})` : ''}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.stat}>
          <dt>
            {t('summary.profit')}
            {summary ? ` (${summary.currency})` : ''}
          </dt>
          <dd>{summary ? <Profit value={summary.profit} /> : '-'}</dd>
        </div>
      </dl>
    </section>
  );
}
