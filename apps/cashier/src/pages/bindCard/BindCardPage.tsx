import { ID_CARD_STATUS } from '@site/contract/api/account';
import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashierKeys } from '../../api/keys';
import { useBankCards } from '../../api/useBankCards';
import { useIdCard } from '../../api/useIdCard';
import styles from '../../components/fund.module.css';
import { StatusBadge } from '../../components/StatusBadge';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { BindCardForm } from './BindCardForm';
import { IdCardNeeded } from './IdCardNeeded';

/**
 * Bind a bank card (SPEC 3, 4): the player's cards with their review state
 * (under review 15 minutes to 24 hours, approved, rejected with the reason),
 * read again while one is under review so the decision shows by itself; the
 * form unless an application is pending (one at a time, SPEC 8's message).
 * The form needs a successful ID verification (SPEC 5, else 013005) and does not ask for its photos
 * again when they are on file (issue 19). Until
 * then a notice leads to the host's ID dialog instead, also when the server
 * refuses an application with 013005 after all (a race).
 */
export function BindCardPage(_props: PageProps<'bindCard'>) {
  const { t } = useTranslation('bindCard');
  useTranslation('fund');
  const cards = useBankCards();
  const idCard = useIdCard();
  const queryClient = useQueryClient();
  /** The server refused an application with 013005 although the state read said verified. */
  const [idRefused, setIdRefused] = useState(false);

  if (!cards.data || !idCard.data) {
    const retry = () => {
      if (cards.isError) void cards.refetch();
      if (idCard.isError) void idCard.refetch();
    };
    return cards.isError || idCard.isError ? (
      <div className={styles.state} role="alert">
        <p>{t('fund:loadFailed')}</p>
        <Button variant="ghost" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className={styles.page} role="status" aria-label={t('loading')}>
        <Skeleton height={56} />
        <Skeleton height={200} />
      </div>
    );
  }

  const pending = cards.data.some((card) => card.status === 'reviewing');
  const verified = idCard.data.status === ID_CARD_STATUS.success;
  const idRequired = () => {
    setIdRefused(true);
    void queryClient.invalidateQueries({ queryKey: cashierKeys.idCard() });
  };
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
      {pending ? (
        <p className={styles.notice} role="status">
          {t('pending')}
        </p>
      ) : !verified || idRefused ? (
        <IdCardNeeded state={verified ? null : idCard.data} />
      ) : (
        // The verification's photos are reused (issue 19); asked again only when none are on file.
        <BindCardForm onIdRequired={idRequired} askIdPhotos={idCard.data.photosOnFile === false} />
      )}
    </div>
  );
}
