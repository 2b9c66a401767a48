import type { DashboardMoney, DashboardPeriod } from '@site/contract/api/staff-dashboard';
import { formatAmount } from '@site/contract/rules/format';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './DashboardPage.module.css';

const MONEY: readonly (keyof Omit<DashboardMoney, 'currency'>)[] = ['deposits', 'withdrawals', 'stakes', 'payouts', 'grossGamingRevenue', 'bonusCost'];
const COUNTS = ['newRegistrations', 'firstDepositors', 'activePlayers'] as const;

/** One period's figures: the money per currency (a row per figure, a column per currency) and the players' counts. */
export function PeriodFigures({ title, period }: { title: string; period: DashboardPeriod }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <section className={styles.period} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <table className={`bo-table ${styles.figures}`}>
        <caption className="bo-visually-hidden">{t('moneyCaption', { period: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('figure')}</th>
            {period.money.map((m) => (
              <th key={m.currency} scope="col" className="bo-num">
                {m.currency}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONEY.map((figure) => (
            <tr key={figure} className={figure === 'grossGamingRevenue' ? styles.ggr : undefined}>
              <th scope="row">{t(`figures.${figure}`)}</th>
              {period.money.map((m) => (
                <td key={m.currency} className={Number(m[figure]) < 0 ? `bo-num ${styles.negative}` : 'bo-num'}>
                  {formatAmount(m[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.counts}>
        {COUNTS.map((count) => (
          <div key={count}>
            <dt>{t(`figures.${count}`)}</dt>
            <dd>{period[count].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
