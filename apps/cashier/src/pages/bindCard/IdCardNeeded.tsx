import { ID_CARD_STATUS, type IdCardState } from '@site/contract/api/account';
import type { FrameToHost } from '@site/contract/frame';
import { Button } from '@site/ui/button';
import { useId } from 'react';
import { useCashier } from '../../app/session';
import styles from '../../components/fund.module.css';
import { useTranslation } from '../../i18n/useTranslation';

/** The host's account screen with its ID verification dialog open: /mine/account?openDialog=popupIdCard. */
export const ID_CARD_LINK = { type: 'navigate', to: 'Account', query: { openDialog: 'popupIdCard' } } as const satisfies FrameToHost;

/**
 * SPEC 5: a bank card is bound only after the ID verification succeeded
 * (else the server refuses with 013005). Shown instead of the form: why, the
 * state of the verification (none, under review, failed with its reason) and
 * the way to the host's ID dialog. `state` null: the server refused although
 * the state read said verified; worded as "none".
 */
export function IdCardNeeded({ state }: { state: IdCardState | null }) {
  const { t } = useTranslation('bindCard');
  const { post } = useCashier();
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
  const action = status === ID_CARD_STATUS.verifying ? 'view' : status === ID_CARD_STATUS.failure ? 'redo' : 'go';
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.noticeTitle}>
        {t('idCard.title')}
      </h2>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button onClick={() => post(ID_CARD_LINK)}>{t(`idCard.${action}`)}</Button>
      </div>
    </section>
  );
}
