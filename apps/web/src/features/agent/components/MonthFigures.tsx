import type { agentMonthFigures } from '@site/contract/api/agent';
import { formatAmount } from '@site/contract/rules/format';
import type * as z from 'zod/mini';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './agent.module.css';

type Figures = z.infer<typeof agentMonthFigures>;

/** One month's figures of the agent's members, with whether it meets the 3-active-members minimum. */
export function MonthFigures({ heading, figures, meetsMinimum, minimum }: { heading: string; figures: Figures; meetsMinimum: boolean; minimum: number }) {
  const { t } = useTranslation('agent');
  const id = `agent-month-${figures.month}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>
        {heading} <span className={styles.muted}>{figures.month}</span>
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('figures.members')}</dt>
          <dd>{figures.members}</dd>
        </div>
        <div>
          <dt>{t('figures.newMembers')}</dt>
          <dd>{figures.newMembers}</dd>
        </div>
        <div>
          <dt>{t('figures.activeMembers')}</dt>
          <dd>{figures.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('figures.deposits')}</dt>
          <dd>{formatAmount(figures.deposits)}</dd>
        </div>
        <div>
          <dt>{t('figures.turnover')}</dt>
          <dd>{formatAmount(figures.turnover)}</dd>
        </div>
        <div>
          <dt>{t('figures.netResult')}</dt>
          <dd>{formatAmount(figures.netResult)}</dd>
        </div>
      </dl>
      <p className={meetsMinimum ? styles.good : styles.bad}>{t(meetsMinimum ? 'dashboard.meetsMinimum' : 'dashboard.belowMinimum', { count: figures.activeMembers, minimum })}</p>
    </section>
  );
}
