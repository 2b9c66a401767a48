import type { VipLevelConfig, VipRecord } from '@site/contract/api/vip';
import { formatAmount } from '@site/contract/rules/format';
import { vipProgress } from '@site/contract/rules/vip';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Vip.module.css';

function Bar({ label, have, need, part, currency }: { label: string; have: string; need: string; part: number; currency: string }) {
  const id = useId();
  const percent = Math.floor(part * 100);
  const text = `${formatAmount(have)} / ${formatAmount(need)}`;
  return (
    <div className={styles.bar}>
      <div className={styles.barHead}>
        <span id={id}>{label}</span>
        <span className={styles.barText}>
          {text} {currency}
        </span>
      </div>
      {/* Percent on the bar: a zero requirement would make a 0..0 range. The amounts are the value text. */}
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} ${currency} (${percent}%)`}
        className={styles.track}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Recharge and bet totals against the target level's requirements (vipProgress, each part 0..1). */
export function ProgressBars({ record, target }: { record: VipRecord; target: VipLevelConfig }) {
  const { t } = useTranslation('vip');
  const part = vipProgress(target, record);
  return (
    <div className={styles.bars}>
      <Bar label={t('progress.recharge')} have={record.rechargeTotal} need={target.rechargeTotal} part={part.recharge} currency={record.totalsCurrency} />
      <Bar label={t('progress.bet')} have={record.betTotal} need={target.betTotal} part={part.bet} currency={record.totalsCurrency} />
    </div>
  );
}
