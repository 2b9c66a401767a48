import type { agentStatement } from '@site/contract/api/agent';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import type * as z from 'zod/mini';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { downloadCsv, toCsv } from './csv';
import styles from './agent.module.css';
import { DataTable } from './DataTable';

type Statement = z.infer<typeof agentStatement>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The member rows exactly as the table shows them (the CSV is built from these, so both agree). */
export function statementRows(statement: Statement, t: Translate): string[][] {
  return statement.members.map((member) => [
    member.account,
    String(member.depositCount),
    formatAmount(member.deposits),
    formatAmount(member.turnover),
    formatAmount(member.netResult),
    t(member.active ? 'members.active' : 'members.inactive'),
  ]);
}

export function statementHead(t: Translate): string[] {
  return [t('members.account'), t('members.depositCount'), t('figures.deposits'), t('figures.turnover'), t('figures.netResult'), t('members.status')];
}

/** The summary lines as the figures above the table show them. */
export function statementSummary(statement: Statement, t: Translate): [string, string][] {
  return [
    [t('figures.month'), statement.month],
    [t('tier.current'), t(`tiers.${statement.tier}`)],
    [t('tier.rate'), t('tier.rateValue', { rate: statement.rate })],
    [t('figures.activeMembers'), String(statement.activeMembers)],
    [t('figures.deposits'), formatAmount(statement.deposits)],
    [t('figures.turnover'), formatAmount(statement.turnover)],
    [t('figures.netResult'), formatAmount(statement.netResult)],
    [t('figures.commission'), formatAmount(statement.commission)],
    [t('commission.status'), t(`status.${statement.status}`)],
  ];
}

/** One month's statement: its figures, status, the member rows it was computed from, and the CSV of them. */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useTranslation('agent');
  const translate = t as Translate;
  const summary = statementSummary(statement, translate);
  const rows = statementRows(statement, translate);

  const exportCsv = () => downloadCsv(toCsv([...summary, [], statementHead(translate), ...rows]), `agent-statement-${statement.month}.csv`);

  return (
    <section className={styles.card} aria-labelledby="agent-statement">
      <div className={styles.head}>
        <h2 id="agent-statement">{t('commission.statementOf', { month: statement.month })}</h2>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          {t('commission.exportCsv')}
        </Button>
      </div>
      <dl className={styles.figures}>
        {summary.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={statement.meetsMinimum || statement.inSupport ? styles.good : styles.bad}>
        {t(statement.meetsMinimum ? 'commission.metMinimum' : statement.inSupport ? 'commission.supportWaived' : 'commission.missedMinimum')}
      </p>
      <p className={styles.muted}>
        {t('commission.computedAt', { date: formatDateTime(statement.computedAt) })}
        {statement.approvedAt ? ` · ${t('commission.approvedAt', { date: formatDateTime(statement.approvedAt) })}` : ''}
        {statement.paidAt ? ` · ${t('commission.paidAt', { date: formatDateTime(statement.paidAt) })}` : ''}
      </p>
      <DataTable caption={t('commission.membersCaption', { month: statement.month })} columns={statementHead(translate).map((label, index) => ({ label, numeric: index > 0 && index < 5 }))}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('members.none')}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={`${statement.members[index]?.memberId}`}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column} className={column < 5 ? styles.num : undefined}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
      </DataTable>
    </section>
  );
}
