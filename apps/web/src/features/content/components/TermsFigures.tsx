import { formatAmount } from '@site/contract/rules/format';
import { TERMS } from '@site/contract/rules/terms';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Prose.module.css';

/** Whole NTD figures of the terms, by the contract's formatter (no decimals: the terms state whole amounts). */
const money = (v: number) => formatAmount(v, 0);

/**
 * The terms figures (issue 20) on /stationary/about-us/terms, interpolated from the contract's TERMS: the same
 * constants the server enforces (services/withdrawal-rules/), so the page and the rules cannot drift.
 */
export function TermsFigures() {
  const { t } = useTranslation('termsFigures');
  const items = [
    t('withdraw24Hours', { amount: money(TERMS.withdrawPer24Hours) }),
    t('siteDailyCap', { amount: money(TERMS.siteDailyWithdrawCap) }),
    t('split', { amount: money(TERMS.splitThreshold) }),
    t('sms', { amount: money(TERMS.smsVerificationAbove) }),
    t('fee', { percent: TERMS.extraDestinationFeePercent, min: money(TERMS.extraDestinationFeeMin) }),
    t('dormancy', { months: TERMS.dormantAfterMonths, fee: money(TERMS.dormancyFeeMonthly) }),
    t('cooling', { days: TERMS.limitCoolingDays }),
    t('selfExclusion', { days: TERMS.selfExclusionDays }),
    // Issue 33: every figure, and the player's own deposit limits, count every currency in TWD at the order's rate.
    t('currencies'),
  ];
  return (
    <section aria-labelledby="terms-figures">
      <h3 id="terms-figures">{t('heading')}</h3>
      <ul className={styles.list}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
