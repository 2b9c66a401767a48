import { withdrawFeeMinimumMinor, withdrawFeeMinor } from '@site/contract/rules/terms';
import { isUsableRate } from '@site/contract/rules/usdt-rate';
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
 * balance; above 100,000, the parts it is paid out in. A USDT withdrawal pays the same 10%, its least fee 30 NTD in USDT
 * at the rate the order uses (issue 33); nothing while that rate is unusable.
 */
export function WithdrawFeeNotice({
  amountMinor,
  destination,
  currency,
  usdtRate,
  balanceMinor,
}: {
  amountMinor: number | null;
  destination: DestinationRef | undefined;
  currency: string;
  /** The USDT rate in force (NTD per USDT): a USDT withdrawal's least fee is 30 NTD at it. */
  usdtRate?: string;
  balanceMinor: number;
}) {
  const { t } = useTranslation('withdrawTerms');
  const terms = useWithdrawTerms();
  const rate = currency === 'NTD' ? undefined : usdtRate;
  if ((currency !== 'NTD' && !(rate && isUsableRate(rate))) || !destination || !terms.data) return null;
  const free = terms.data.feeFreeDestination;
  const toFirst = free !== null && free.kind === destination.kind && free.id === destination.id;
  const amount = amountMinor ?? 0;
  const fee = withdrawFeeMinor(amount, toFirst, rate);
  const min = shown(formatMinor(withdrawFeeMinimumMinor(rate)));
  const parts = Math.ceil(amount / (TERMS.splitThreshold * 100));
  if (!toFirst && amount <= 0) {
    return <p className={styles.hint}>{t('feeRule', { percent: TERMS.extraDestinationFeePercent, min })}</p>;
  }
  if (fee === 0 && parts <= 1) return null;
  return (
    <div className={styles.hint} role="status">
      {fee > 0 ? (
        <p>
          {t('fee', { fee: shown(formatMinor(fee)), percent: TERMS.extraDestinationFeePercent, min })}{' '}
          {t('total', { total: shown(formatMinor(amount + fee)) })}
        </p>
      ) : null}
      {parts > 1 ? <p>{t('parts', { count: parts, max: shown(TERMS.splitThreshold) })}</p> : null}
      {amount + fee > balanceMinor ? <p className={styles.error}>{t('feeExceeds')}</p> : null}
    </div>
  );
}
