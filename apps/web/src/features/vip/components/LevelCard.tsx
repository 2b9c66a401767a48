import type { VipConfig, VipRecord } from '@site/contract/api/vip';
import { formatAmount } from '@site/contract/rules/format';
import { nextVipLevel } from '@site/contract/rules/vip';
import { useVipName } from '../../../shared/vip/useVipName';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { showDay } from './levels';
import { ProgressBars } from './ProgressBars';
import styles from './Vip.module.css';

/** The player's level, the level they head to (SPEC 4's rule), progress, a pending upgrade, retention and points. */
export function LevelCard({ record, config }: { record: VipRecord; config: VipConfig }) {
  const { t } = useTranslation('vip');
  const vipNameOf = useVipName();
  const level = record.level;
  const next = nextVipLevel(config, level, record);
  const atTop = next !== null && next.id === level;
  const nextName = next ? vipNameOf(next.name) : '';
  return (
    <section className={styles.card} aria-labelledby="vip-level-heading">
      <h2 id="vip-level-heading" className="visually-hidden">
        {t('tabs.level')}
      </h2>
      <dl className={styles.levels}>
        <div>
          <dt>{t('card.current')}</dt>
          <dd className={styles.levelName}>{vipNameOf(record.vipName)}</dd>
        </div>
        <div>
          <dt>{t('card.next')}</dt>
          <dd className={styles.levelName}>{atTop ? t('card.top') : nextName || t('card.unknown')}</dd>
        </div>
      </dl>
      {record.upgradeOn ? (
        <p className={styles.upgrade}>{t('card.upgradeOn', { date: showDay(record.upgradeOn), name: nextName })}</p>
      ) : null}
      {next ? (
        <>
          {atTop ? null : <p className={styles.muted}>{t('card.towards', { name: nextName })}</p>}
          <ProgressBars record={record} target={next} />
        </>
      ) : null}
      <dl className={styles.facts}>
        {record.keepUntil && record.retentionDays > 0 ? (
          <div>
            <dt>{t('card.keepUntil')}</dt>
            <dd>{t('card.keepUntilValue', { date: showDay(record.keepUntil), days: record.retentionDays })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.month')}</dt>
          <dd>{t('card.monthValue', { turnover: formatAmount(record.monthTurnover), currency: record.totalsCurrency, deposits: record.monthDeposits })}</dd>
        </div>
        <div>
          <dt>{t('card.points')}</dt>
          <dd>{t('points', { points: formatAmount(record.points, 0) })}</dd>
        </div>
      </dl>
    </section>
  );
}
