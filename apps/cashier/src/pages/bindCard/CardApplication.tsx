import { ID_CARD_STATUS } from '@site/contract/api/account';
import { allQueries } from '@site/ui/query-state';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashierKeys } from '../../api/keys';
import { useBankCards } from '../../api/useBankCards';
import { useIdCard } from '../../api/useIdCard';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/useTranslation';
import { BindCardForm } from './BindCardForm';
import { IdCardNeeded } from './IdCardNeeded';

/**
 * The way to a new card, wherever it is offered (the bind-card page, the first deposit's checklist):
 * one application at a time (SPEC 8's message while one is under review), the ID verification first
 * (SPEC 5, else 013005) done here in the frame, then the application form, which does not ask for
 * the ID photos again when they are on file (issue 19). The server refusing with 013005 after all
 * (a race) brings the verification back.
 */
export function CardApplication({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('bindCard');
  useTranslation('fund');
  const cards = useBankCards();
  const idCard = useIdCard();
  const queryClient = useQueryClient();
  /** The server refused an application with 013005 although the state read said verified. */
  const [idRefused, setIdRefused] = useState(false);

  if (!cards.data || !idCard.data) return <QueryState query={allQueries(cards, idCard)} loading={t('loading')} retry={t('retry')} skeletons={[200]} />;

  const pending = cards.data.some((card) => card.status === 'reviewing');
  const verified = idCard.data.status === ID_CARD_STATUS.success;
  const idRequired = () => {
    setIdRefused(true);
    void queryClient.invalidateQueries({ queryKey: cashierKeys.idCard() });
  };
  if (pending) {
    return (
      <p className={styles.notice} role="status">
        {t('pending')}
      </p>
    );
  }
  if (!verified || idRefused) return <IdCardNeeded state={verified ? null : idCard.data} />;
  // The verification's photos are reused (issue 19); asked again only when none are on file.
  return <BindCardForm onIdRequired={idRequired} askIdPhotos={idCard.data.photosOnFile === false} headingLevel={headingLevel} />;
}
