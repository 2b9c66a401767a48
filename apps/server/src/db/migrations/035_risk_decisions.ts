import type { AnyDb } from './util';

/**
 * Withheld bonuses decided in the back office (issue 38, risk): each risk_refusals row starts 'withheld'; a risk
 * member releases it (the bonus credited through the ledger, its wagering opened) or confirms it (it stays
 * withheld), with a reason. The status moves once (withheld -> released | confirmed), so a release cannot credit
 * twice: the crediting transaction updates the row only while it is still 'withheld'.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('risk_refusals').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('withheld')).execute();
  await db.schema.alterTable('risk_refusals').addColumn('decided_by', 'varchar(64)').execute();
  await db.schema.alterTable('risk_refusals').addColumn('decided_at', 'varchar(32)').execute();
  await db.schema.alterTable('risk_refusals').addColumn('decision_reason', 'varchar(500)').execute();
  /** What the release credited, minor units (null: not released). */
  await db.schema.alterTable('risk_refusals').addColumn('credited', 'bigint').execute();
  await db.schema.createIndex('risk_refusals_status').on('risk_refusals').columns(['status', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('risk_refusals_status').execute();
  for (const c of ['credited', 'decision_reason', 'decided_at', 'decided_by', 'status']) await db.schema.alterTable('risk_refusals').dropColumn(c).execute();
}
