import { formatAmount, formatDate } from '@site/contract/rules/format';
import { QueryState, allQueries } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAgentDashboard } from '../api/useAgentDashboard';
import { useAgentProfile } from '../api/useAgentProfile';
import { useAgentSeries } from '../api/useAgentSeries';
import { AgentFrame } from '../components/AgentFrame';
import { MonthFigures } from '../components/MonthFigures';
import { agentQueryLook } from '../components/queryLook';
import { SeriesChart } from '../components/SeriesChart';
import styles from '../components/agent.module.css';

/**
 * /agent (issue 21): this month and last (members, active members, deposits, turnover, net
 * result), the 3-active-members minimum, the tier with what keeps it and what the next one
 * requires at the quarterly review, the new-agent support window, the wallet, six months' chart.
 */
export default function AgentDashboardScreen() {
  const { t } = useTranslation('agent');
  return (
    <AgentFrame title={t('dashboard.title')}>
      <Dashboard />
    </AgentFrame>
  );
}

/** The words of a running support window by its whole months left (the server's count): "1 month", then "less than a month". */
function supportKey(monthsLeft: number): 'support.active' | 'support.activeOne' | 'support.activeLast' {
  if (monthsLeft >= 2) return 'support.active';
  return monthsLeft === 1 ? 'support.activeOne' : 'support.activeLast';
}

function Dashboard() {
  const { t } = useTranslation('agent');
  const dashboard = useAgentDashboard();
  const profile = useAgentProfile();
  const series = useAgentSeries();
  if (!dashboard.data || !profile.data) return <QueryState query={allQueries(dashboard, profile)} {...agentQueryLook(t)} />;
  const { current, previous, tier, support, minimumActive } = dashboard.data;
  const me = profile.data;
  const tierName = (name: string) => t(`tiers.${name}`);
  return (
    <>
      <div className={styles.grid}>
        <MonthFigures heading={t('dashboard.current')} figures={current} meetsMinimum={dashboard.data.meetsMinimum} minimum={minimumActive} />
        <MonthFigures heading={t('dashboard.previous')} figures={previous} meetsMinimum={dashboard.data.previousMeetsMinimum} minimum={minimumActive} />
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="agent-tier">
          <h2 id="agent-tier">{t('tier.heading')}</h2>
          <dl className={styles.figures}>
            <div>
              <dt>{t('tier.current')}</dt>
              <dd>{tierName(tier.tier)}</dd>
            </div>
            <div>
              <dt>{t('tier.rate')}</dt>
              <dd>{t('tier.rateValue', { rate: tier.rate })}</dd>
            </div>
            <div>
              <dt>{t('tier.quarterAverage', { quarter: tier.quarter })}</dt>
              <dd>{tier.quarterAverage}</dd>
            </div>
          </dl>
          {/* The lowest tier keeps itself: no "0 members a month" requirement is shown (issue 34). */}
          {tier.keepRequires > 0 ? <p>{t('tier.keep', { count: tier.keepRequires, date: formatDate(tier.reviewOn) })}</p> : null}
          <p>{tier.next && tier.nextRequires !== null ? t('tier.next', { tier: tierName(tier.next), count: tier.nextRequires }) : t('tier.top')}</p>
        </section>
        <section className={styles.card} aria-labelledby="agent-account">
          <h2 id="agent-account">{t('account.heading')}</h2>
          <dl className={styles.figures}>
            <div>
              <dt>{t('account.balance')}</dt>
              <dd>
                {formatAmount(me.balance)} <span className={styles.muted}>{me.currency}</span>
              </dd>
            </div>
            <div>
              <dt>{t('account.since')}</dt>
              <dd>{formatDate(me.createdAt)}</dd>
            </div>
          </dl>
          <p className={support.active ? styles.good : styles.muted}>
            {support.active ? t(supportKey(support.monthsLeft), { date: formatDate(support.until), count: support.monthsLeft }) : t('support.ended', { date: formatDate(support.until) })}
          </p>
          <p className={styles.muted}>{t('dashboard.rule', { minimum: minimumActive })}</p>
        </section>
      </div>
      {series.data ? <SeriesChart months={series.data.months} /> : <QueryState query={series} {...agentQueryLook(t)} />}
    </>
  );
}
