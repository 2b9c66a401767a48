import type { TFunction } from '@site/client/translator';
import { DEPOSIT_METHODS, type PassbookRecord } from '@site/contract/api/fund';
import type { PassbookLink } from '@site/contract/api/ledger-kinds';
import { formatDateTime } from '@site/contract/rules/format';
import styles from '../../components/fund.module.css';
import { shown } from '../../components/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useTranslation } from '../../i18n/useTranslation';
import { rowLabel, walletName } from './ledgerLabels';
import local from './PassbookPage.module.css';

export type OrderLink = Extract<PassbookLink, { target: 'order' }>;

export interface PassbookListProps {
  records: PassbookRecord[];
  tab: 'fund' | 'transaction';
  /** Shows the order of a fund-details row in the transaction details. */
  onOrder: (link: OrderLink, createdAt: string) => void;
  /** Opens a promotion's page (the host's activity detail). */
  onActivity: (url: string) => void;
}

/** Where a row's reference leads, in words: the order, the promotion, the transfer's two wallets, or only its number. */
function Reference({ r, tab, onOrder, onActivity, t }: Omit<PassbookListProps, 'records'> & { r: PassbookRecord; t: TFunction }) {
  const link = r.link;
  if (link?.target === 'activity') {
    return (
      <button type="button" className={local.link} onClick={() => onActivity(link.url)}>
        {t('link.activity', { name: link.name })}
      </button>
    );
  }
  if (link?.target === 'order' && tab === 'fund') {
    return (
      <button type="button" className={local.link} onClick={() => onOrder(link, r.createdAt)}>
        {t('link.order', { orderNo: link.orderNo })}
      </button>
    );
  }
  if (link?.target === 'transfer') {
    return (
      <span className={`${styles.muted} ${local.reference}`}>
        <span>{t('link.transfer', { from: walletName(link.from, link, t), to: walletName(link.to, link, t) })}</span>
        <span className={styles.mono}>{t('link.orderNo', { orderNo: link.orderNo })}</span>
      </span>
    );
  }
  return r.orderNo ? <span className={`${styles.muted} ${styles.mono}`}>{t('link.orderNo', { orderNo: r.orderNo })}</span> : <span />;
}

/**
 * Rows of the passbook. Fund details are every movement of the main wallet,
 * each named by its ledger kind (ledgerLabels.ts) with the balance after it:
 * credits with '+' and the positive colour, debits with '-' and the negative
 * one (the sign is written too, so colour is never the only cue). Transaction
 * details are orders: their amount is not a movement, so it stays neutral, and
 * the method is said in words.
 */
export function PassbookList({ records, tab, onOrder, onActivity }: PassbookListProps) {
  const { t } = useTranslation('passbook');
  return (
    <ul className={styles.list} aria-label={t(`tab.${tab}`)}>
      {records.map((r) => {
        const negative = r.amount.trim().startsWith('-');
        const tone = tab === 'fund' ? (negative ? styles.negative : styles.positive) : '';
        const sign = tab === 'fund' && !negative ? '+' : '';
        const method = tab === 'transaction' && (DEPOSIT_METHODS as readonly string[]).includes(r.remark) ? t(`fund:method.${r.remark}`) : null;
        return (
          <li key={r.id} className={`${styles.item} ${local.row}`}>
            <span>
              <strong>{rowLabel(r, t)}</strong> <StatusBadge status={r.status} />
            </span>
            <strong className={`${local.amount} ${tone}`}>
              {sign}
              {shown(r.amount)} <small className={styles.muted}>{r.currency}</small>
            </strong>
            <span className={styles.muted}>{formatDateTime(r.createdAt)}</span>
            {r.balanceAfter !== null ? <span className={styles.muted}>{t('balanceAfter', { amount: shown(r.balanceAfter) })}</span> : <span />}
            <Reference r={r} tab={tab} onOrder={onOrder} onActivity={onActivity} t={t} />
            {method ? <span className={styles.muted}>{method}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
