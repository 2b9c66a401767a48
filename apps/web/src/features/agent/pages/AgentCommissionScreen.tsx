import { formatAmount } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAgentProfile } from '../api/useAgentProfile';
import { useAgentStatement } from '../api/useAgentStatement';
import { useAgentStatements } from '../api/useAgentStatements';
import { AgentFrame } from '../components/AgentFrame';
import { agentQueryLook } from '../components/queryLook';
import { StatementView } from '../components/StatementView';
import styles from '../components/agent.module.css';
import { DataTable } from '../components/DataTable';

/**
 * /agent/commission (issue 21): the monthly statements (figures, commission, status pending /
 * approved / paid), the wallet the commissions are paid into, and a month's member rows with
 * their CSV export.
 */
export default function AgentCommissionScreen() {
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
  if (!statements.data) return <QueryState query={statements} {...agentQueryLook(t)} />;
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
        <DataTable caption={t('commission.caption')} columns={[{ label: t('figures.month') }, { label: t('tier.current') }, { label: t('figures.activeMembers'), numeric: true }, { label: t('figures.netResult'), numeric: true }, { label: t('figures.commission'), numeric: true }, { label: t('commission.status') }, { label: <span className={styles.visuallyHidden}>{t('commission.view')}</span> }]}>
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
        </DataTable>
      )}
      {month ? statement.data && statement.data.month === month ? <StatementView statement={statement.data} /> : <QueryState query={{ data: undefined, isError: statement.isError, refetch: statement.refetch }} {...agentQueryLook(t)} /> : null}
    </>
  );
}
