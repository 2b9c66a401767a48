import type { TFunction } from '@site/client/translator';
import { DEPOSIT_METHODS, type PassbookRecord } from '@site/contract/api/fund';
import { formatDateTime } from '@site/contract/rules/format';
import styles from '../../components/fund.module.css';
import { shown } from '../../components/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useTranslation } from '../../i18n/useTranslation';
import local from './PassbookPage.module.css';

/** Server remarks that are codes, not words: the ledger kinds that say more than the row's type. */
// withdrawFee, feeRefund, dormancyFee: issue 20's terms (services/terms/).
const REMARK_KINDS = ['withdrawHold', 'withdrawRefund', 'seed', 'couponExchange', 'withdrawFee', 'feeRefund', 'dormancyFee'] as const;

/**
 * The remark in the player's words: the server sends the ledger kind (fund
 * details) or the order's method (transaction details) as a code. One that only
 * repeats the type is left out; text that is not a known code is shown as sent.
 */
function remarkText(r: PassbookRecord, t: TFunction): string | null {
  const remark = r.remark.trim();
  if (!remark || remark === r.type) return null;
  if ((DEPOSIT_METHODS as readonly string[]).includes(remark)) return t(`fund:method.${remark}`);
  if ((REMARK_KINDS as readonly string[]).includes(remark)) return t(`remark.${remark}`);
  return remark;
}

/**
 * Rows of the passbook. Fund details are signed movements of the main wallet:
 * credits with '+' and the positive colour, debits with '-' and the negative
 * one (the sign is written too, so colour is never the only cue). Transaction
 * details are orders: their amount is not a movement, so it stays neutral.
 */
export function PassbookList({ records, tab }: { records: PassbookRecord[]; tab: 'fund' | 'transaction' }) {
  const { t } = useTranslation('passbook');
  return (
    <ul className={styles.list} aria-label={t(`tab.${tab}`)}>
      {records.map((r) => {
        const negative = r.amount.trim().startsWith('-');
        const tone = tab === 'fund' ? (negative ? styles.negative : styles.positive) : '';
        const sign = tab === 'fund' && !negative ? '+' : '';
        const remark = remarkText(r, t);
        return (
          <li key={r.id} className={`${styles.item} ${local.row}`}>
            <span>
              <strong>{t(`fund:type.${r.type}`)}</strong> <StatusBadge status={r.status} />
            </span>
            <strong className={`${local.amount} ${tone}`}>
              {sign}
              {shown(r.amount)} <small className={styles.muted}>{r.currency}</small>
            </strong>
            <span className={styles.muted}>{formatDateTime(r.createdAt)}</span>
            {r.balanceAfter !== null ? <span className={styles.muted}>{t('balanceAfter', { amount: shown(r.balanceAfter) })}</span> : <span />}
            <span className={`${styles.muted} ${styles.mono}`}>{r.orderNo}</span>
            {remark ? <span className={styles.muted}>{remark}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
