import { formatDateTime } from '@site/contract/rules/format';
import { allQueries } from '@site/ui/query-state';
import { useBankCards } from '../../api/useBankCards';
import { useIdCard } from '../../api/useIdCard';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { StatusBadge } from '../../components/StatusBadge';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { CardApplication } from './CardApplication';

/**
 * Bind a bank card (SPEC 3, 4): the player's cards with their review state
 * (under review 15 minutes to 24 hours, approved, rejected with the reason),
 * read again while one is under review so the decision shows by itself; then
 * the way to a new one (CardApplication: one at a time, the ID verification
 * first, the form).
 */
export function BindCardPage(_props: PageProps<'bindCard'>) {
  const { t } = useTranslation('bindCard');
  useTranslation('fund');
  const cards = useBankCards();
  // Read here too, so the list and the way to a new card appear together (CardApplication reads the same query).
  const idCard = useIdCard();

  if (!cards.data || !idCard.data) return <QueryState query={allQueries(cards, idCard)} loading={t('loading')} retry={t('retry')} skeletons={[56, 200]} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {cards.data.length ? (
        <section aria-label={t('list')}>
          <ul className={styles.list}>
            {cards.data.map((card) => (
              <li key={card.id} className={styles.item}>
                <span>
                  <strong>{card.bankName}</strong> <span className={`${styles.mono} ${styles.keep}`}>{card.cardNo}</span>
                </span>
                <StatusBadge status={card.status} />
                <span className={styles.muted}>
                  {card.branch} · {formatDateTime(card.createdAt)}
                </span>
                <span />
                {card.status === 'reviewing' ? <span className={`${styles.muted} ${styles.span}`}>{t('reviewing')}</span> : null}
                {card.status === 'rejected' && card.reason ? <span className={`${styles.muted} ${styles.span}`}>{t('rejected', { reason: card.reason })}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CardApplication />
    </div>
  );
}
