import type { VipConfig } from '@site/contract/api/vip';
import { formatAmount } from '@site/contract/rules/format';
import { useVipName } from '../../../shared/vip/useVipName';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { retentionGroups } from './levels';
import styles from './Vip.module.css';

/** SPEC 4 and 9's VIP rules in words, with the numbers the server applies (config.rules and the levels). */
export function Rules({ config }: { config: VipConfig }) {
  const { t } = useTranslation('vip');
  const vipNameOf = useVipName();
  const { rules } = config;
  const groups = retentionGroups(config.vipLevels);
  return (
    <section className={styles.section} aria-labelledby="vip-rules-heading">
      <h2 id="vip-rules-heading" className={styles.heading}>
        {t('rules.title')}
      </h2>
      <ol className={styles.rules}>
        <li>{rules.upgradeDelayDays === 1 ? t('rules.upgradeNextDay') : t('rules.upgradeAfter', { days: rules.upgradeDelayDays })}</li>
        {groups.length > 0 ? (
          <li>
            {t('rules.retention')}
            <ul>
              {groups.map((group) => (
                <li key={group.from}>
                  {t('rules.retentionGroup', {
                    levels: group.from === group.to ? vipNameOf(group.from) : `${vipNameOf(group.from)} – ${vipNameOf(group.to)}`,
                    days: group.days,
                  })}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        <li>
          {t('rules.keep', {
            period: rules.keepPeriodDays,
            turnover: formatAmount(rules.keepTurnover),
            currency: rules.totalsCurrency,
            deposits: rules.keepMinDeposits,
          })}
        </li>
        <li>
          {t('rules.drop', { levels: rules.dropLevels })}
          {rules.totalsRestartOnDrop ? ` ${t('rules.restart')}` : ''}
        </li>
        <li>{rules.rebateCapped ? t('rules.rebate', { percent: rules.rebateMaxPercent }) : t('rules.rebateNoCap', { percent: rules.rebateMaxPercent })}</li>
        <li>{t('rules.coupons', { days: rules.couponValidDays })}</li>
        <li>{t('rules.currency', { currency: rules.totalsCurrency })}</li>
      </ol>
    </section>
  );
}
