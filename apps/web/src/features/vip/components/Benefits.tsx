import type { VipBenefits } from '@site/contract/api/vip';
import { formatAmount } from '@site/contract/rules/format';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { BenefitIcon, VIP_BENEFITS, type VipBenefit } from './BenefitIcons';
import { hasBenefit } from './levels';
import styles from './Vip.module.css';

function valueOf(t: TFunction, benefit: VipBenefit, benefits: VipBenefits): string {
  if (benefit === 'gameRebate') return t('benefits.rebateValue', { percent: benefits.gameRebate });
  if (benefit === 'withdrawLimit') return t('benefits.withdrawValue', { count: benefits.withdrawLimit.count, amount: formatAmount(benefits.withdrawLimit.amount) });
  return t('points', { points: formatAmount(benefits[benefit], 0) });
}

/**
 * The six benefits of the player's level, each gold (active) or grey
 * (inactive) with the state written out, so it is not told by colour alone.
 */
export function Benefits({ benefits, levelName }: { benefits: VipBenefits | undefined; levelName: string }) {
  const { t } = useTranslation('vip');
  return (
    <section className={styles.section} aria-labelledby="vip-benefits-heading">
      <h2 id="vip-benefits-heading" className={styles.heading}>
        {t('benefits.title', { name: levelName })}
      </h2>
      <ul className={styles.benefits} aria-labelledby="vip-benefits-heading">
        {VIP_BENEFITS.map((benefit) => {
          const active = hasBenefit(benefits, benefit);
          return (
            <li key={benefit} className={styles.benefit} data-active={active || undefined}>
              <BenefitIcon benefit={benefit} active={active} />
              <span className={styles.benefitName}>{t(`benefits.${benefit}`)}</span>
              <span className={active ? styles.stateOn : styles.stateOff}>{active ? t('benefits.on') : t('benefits.off')}</span>
              {active && benefits ? <span className={styles.benefitValue}>{valueOf(t, benefit, benefits)}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
