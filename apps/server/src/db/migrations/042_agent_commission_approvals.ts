import type { AnyDb } from './util';

/**
 * Agents' commission with four eyes in the back office (issue 38; services/staff/agent-commission.ts):
 * - `agent_statement_approvals`: each member's approval of a statement (one per member: the primary key), two
 *   different members above the four-eyes line;
 * - `agent_statements.paid_by`: the member who paid it (never one who approved it), null for an ops payment.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('agent_statement_approvals')
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('agent_statements.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_statement_approvals_pk', ['statement_id', 'staff_id'])
    .execute();
  await s.alterTable('agent_statements').addColumn('paid_by', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('agent_statements').dropColumn('paid_by').execute();
  await db.schema.dropTable('agent_statement_approvals').execute();
}
