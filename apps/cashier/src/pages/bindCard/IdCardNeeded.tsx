import { ID_CARD_STATUS, type IdCardState } from '@site/contract/api/account';
import { useId } from 'react';
import styles from '../../components/fund.module.css';
import { useTranslation } from '../../i18n/useTranslation';
import { IdCardForm } from './IdCardForm';

/**
 * SPEC 5: a bank card is bound only after the ID verification succeeded
 * (else the server refuses with 013005). Shown instead of the card form: why
 * and the state of the verification (none, under review, failed with its
 * reason), and, unless one is under review, the verification itself in the
 * frame (issue 34: no trip to the account page). `state` null: the server
 * refused although the state read said verified; worded as "none".
 */
export function IdCardNeeded({ state }: { state: IdCardState | null }) {
  const { t } = useTranslation('bindCard');
  const titleId = useId();
  const status = state?.status;
  const text =
    status === ID_CARD_STATUS.verifying
      ? t('idCard.verifying')
      : status === ID_CARD_STATUS.failure
        ? state?.reason
          ? t('idCard.failed', { reason: state.reason })
          : t('idCard.failedNoReason')
        : t('idCard.none');
  return (
    <>
      <section className={styles.notice} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.noticeTitle}>
          {t('idCard.title')}
        </h2>
        <p role={status === ID_CARD_STATUS.verifying ? 'status' : undefined}>{text}</p>
      </section>
      {status === ID_CARD_STATUS.verifying ? null : <IdCardForm />}
    </>
  );
}
