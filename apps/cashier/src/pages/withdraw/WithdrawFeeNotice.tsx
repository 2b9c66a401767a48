import { withdrawFeeMinor } from '@site/contract/rules/terms';
import { TERMS } from '@site/contract/rules/terms';
import { formatMinor } from '@site/contract/rules/money';
import { useWithdrawTerms } from '../../api/useWithdrawTerms';
import styles from '../../components/fund.module.css';
import { shown } from '../../components/money';
import { useTranslation } from '../../i18n/useTranslation';

export interface DestinationRef {
  kind: 'card' | 'address';
  id: number;
}

/**
 * Before the withdrawal is confirmed (issue 20, the terms): to a destination other than the first bound one, the
 * fee (the contract's withdrawFeeMinor, the function the server charges with) and the total taken from the
 * balance; above 100,000, the parts it is paid out in. Nothing for another currency than NTD.
 */
export function WithdrawFeeNotice({
  amountMinor,
  destination,
  currency,
  balanceMinor,
}: {
  amountMinor: number | null;
  destination: DestinationRef | undefined;
  currency: string;
  balanceMinor: number;
}) {
  const { t } = useTranslation('withdrawTerms');
  const terms = useWithdrawTerms();
  if (currency !== 'NTD' || !destination || !terms.data) return null;
  const free = terms.data.feeFreeDestination;
  const toFirst = free !== null && free.kind === destination.kind && free.id === destination.id;
  const amount = amountMinor ?? 0;
  const fee = withdrawFeeMinor(amount, toFirst);
  const parts = Math.ceil(amount / (TERMS.splitThreshold * 100));
  if (!toFirst && amount <= 0) {
    return <p className={styles.hint}>{t('feeRule', { percent: TERMS.extraDestinationFeePercent, min: shown(TERMS.extraDestinationFeeMin) })}</p>;
  }
  if (fee === 0 && parts <= 1) return null;
  return (
    <div className={styles.hint} role="status">
      {fee > 0 ? (
        <p>
          {t('fee', { fee: shown(formatMinor(fee)), percent: TERMS.extraDestinationFeePercent, min: shown(TERMS.extraDestinationFeeMin) })}{' '}
          {t('total', { total: shown(formatMinor(amount + fee)) })}
        </p>
      ) : null}
      {parts > 1 ? <p>{t('parts', { count: parts, max: shown(TERMS.splitThreshold) })}</p> : null}
      {amount + fee > balanceMinor ? <p className={styles.error}>{t('feeExceeds')}</p> : null}
    </div>
  );
}
