import type { WithdrawOrder } from '@site/contract/api/fund';
import { toMinor } from '@site/contract/rules/money';
import styles from '../../components/fund.module.css';
import { shown } from '../../components/money';
import { useTranslation } from '../../i18n/useTranslation';

/** Under a withdrawal in the list (issue 20, the terms): its fee, and the parts it is paid out in when more than one. */
export function WithdrawOrderTerms({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation('withdrawTerms');
  const fee = order.fee && toMinor(order.fee) > 0 ? order.fee : null;
  const parts = order.parts && order.parts.length > 1 ? order.parts : null;
  if (!fee && !parts) return null;
  return (
    <span className={`${styles.muted} ${styles.span}`}>
      {fee ? t('orderFee', { fee: shown(fee) }) : null}
      {fee && parts ? ' · ' : null}
      {parts ? t('orderParts', { count: parts.length, parts: parts.map((p) => shown(p)).join(' + ') }) : null}
    </span>
  );
}
