import type { VipLevelConfig } from '@site/contract/api/vip';
import type { VipBrandMaxLevel } from '@site/contract/constants';
import { formatAmount } from '@site/contract/rules/format';
import { filterVisibleVipLevels } from '@site/contract/rules/vip';
import { useVipName } from '../../../shared/vip/useVipName';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hasBenefit } from './levels';
import styles from './Table.module.css';

/**
 * Every level the player may see (SPEC 6: 0..10 or 0..11 by brand, all for a
 * 999 player) with its requirements, rebate and daily withdrawals; the
 * player's own row is marked in words and with aria-current.
 */
export function LevelTable({ levels, brandMax, userLevel, currency }: { levels: readonly VipLevelConfig[]; brandMax: VipBrandMaxLevel; userLevel: number; currency: string }) {
  const { t } = useTranslation('vip');
  const vipNameOf = useVipName();
  const rows = filterVisibleVipLevels([...levels].sort((a, b) => a.id - b.id), brandMax, userLevel);
  return (
    <>
      <p className={styles.scrollHint} aria-hidden="true">
        {t('table.scrollHint')}
      </p>
      <div className={styles.tableWrap} role="region" aria-labelledby="vip-table-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="vip-table-caption" className={styles.caption}>
            {t('table.caption', { currency })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.level')}</th>
              <th scope="col">{t('table.recharge')}</th>
              <th scope="col">{t('table.bet')}</th>
              <th scope="col">{t('table.rebate')}</th>
              <th scope="col">{t('table.withdrawCount')}</th>
              <th scope="col">{t('table.withdrawAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((level) => {
              const own = level.id === userLevel;
              const withdraw = hasBenefit(level.benefits, 'withdrawLimit') ? level.benefits.withdrawLimit : null;
              return (
                <tr key={level.id} aria-current={own ? 'true' : undefined} className={own ? styles.ownRow : undefined}>
                  <th scope="row">
                    {vipNameOf(level.name)}
                    {own ? <span className={styles.ownMark}>{t('table.own')}</span> : null}
                  </th>
                  <td>{formatAmount(level.rechargeTotal)}</td>
                  <td>{formatAmount(level.betTotal)}</td>
                  <td>{hasBenefit(level.benefits, 'gameRebate') ? `${level.benefits.gameRebate}%` : t('table.none')}</td>
                  <td>{withdraw ? withdraw.count : t('table.none')}</td>
                  <td>{withdraw ? formatAmount(withdraw.amount) : t('table.none')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
