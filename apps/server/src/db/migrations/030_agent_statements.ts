import { withId, type AnyDb } from './util';

/**
 * Agents' monthly commission statements (issue 21).
 *
 * - `agent_statements`: one per agent and month (unique: the month-end job run twice, or on two servers,
 *   computes it once), its figures frozen in minor units, the rate in basis points, the status
 *   (pending -> approved -> paid) and when each step happened.
 * - `agent_statement_members`: the member rows it was computed from, frozen with it.
 * - `agent_job_runs`: the month-end job per month ('settle', '2026-10') and the quarterly review per quarter
 *   ('review', '2026-Q3'): done once, and what a server finds not done is caught up.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('agent_statements'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('meets_minimum', 'integer', (c) => c.notNull())
    .addColumn('in_support', 'integer', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull())
    .addColumn('net_result', 'bigint', (c) => c.notNull())
    .addColumn('commission', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('computed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('approved_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addUniqueConstraint('agent_statements_month', ['agent_id', 'month'])
    .execute();

  await s
    .createTable('agent_statement_members')
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('agent_statements.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('account', 'varchar(40)', (c) => c.notNull())
    .addColumn('deposit_count', 'integer', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull())
    .addColumn('net_result', 'bigint', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_statement_members_pk', ['statement_id', 'member_id'])
    .execute();

  await s
    .createTable('agent_job_runs')
    .addColumn('job', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addPrimaryKeyConstraint('agent_job_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agent_job_runs').execute();
  await db.schema.dropTable('agent_statement_members').execute();
  await db.schema.dropTable('agent_statements').execute();
}
