import { formatAmount } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAgentProfile } from '../api/useAgentProfile';
import { useAgentStatement } from '../api/useAgentStatement';
import { useAgentStatements } from '../api/useAgentStatements';
import { AgentFrame } from '../components/AgentFrame';
import { QueryState } from '../components/QueryState';
import { StatementView } from '../components/StatementView';
import styles from '../components/agent.module.css';

/**
 * /agent/commission (issue 21): the monthly statements (figures, commission, status pending /
 * approved / paid), the wallet the commissions are paid into, and a month's member rows with
 * their CSV export.
 */
export default function AgentCommissionPage() {
  const { t } = useTranslation('agent');
  return (
    <AgentFrame title={t('commission.title')}>
      <Commission />
    </AgentFrame>
  );
}

function Commission() {
  const { t } = useTranslation('agent');
  const statements = useAgentStatements();
  const profile = useAgentProfile();
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? statements.data?.records[0]?.month ?? null;
  const statement = useAgentStatement(month);
  if (!statements.data) return <QueryState failed={statements.isError} onRetry={() => void statements.refetch()} />;
  const records = statements.data.records;
  return (
    <>
      {profile.data ? (
        <p className={styles.who}>
          {t('account.balance')}: {formatAmount(profile.data.balance)} {profile.data.currency}
        </p>
      ) : null}
      <p className={styles.muted}>{t('commission.rule')}</p>
      {records.length === 0 ? (
        <p className={styles.card}>{t('commission.none')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('commission.caption')}>
          <table className={styles.table}>
            <caption>{t('commission.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('figures.month')}</th>
                <th scope="col">{t('tier.current')}</th>
                <th scope="col" className={styles.num}>
                  {t('figures.activeMembers')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('figures.netResult')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('figures.commission')}
                </th>
                <th scope="col">{t('commission.status')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('commission.view')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.month} aria-current={record.month === month || undefined}>
                  <th scope="row">{record.month}</th>
                  <td>
                    {t(`tiers.${record.tier}`)} ({t('tier.rateValue', { rate: record.rate })})
                  </td>
                  <td className={styles.num}>{record.activeMembers}</td>
                  <td className={styles.num}>{formatAmount(record.netResult)}</td>
                  <td className={styles.num}>{formatAmount(record.commission)}</td>
                  <td>
                    <span className={record.status === 'paid' ? `${styles.status} ${styles.good}` : styles.status}>{t(`status.${record.status}`)}</span>
                  </td>
                  <td>
                    <Button variant="secondary" size="sm" aria-label={t('commission.viewOf', { month: record.month })} aria-pressed={record.month === month} onClick={() => setChosen(record.month)}>
                      {t('commission.view')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {month ? statement.data && statement.data.month === month ? <StatementView statement={statement.data} /> : <QueryState failed={statement.isError} onRetry={() => void statement.refetch()} /> : null}
    </>
  );
}
