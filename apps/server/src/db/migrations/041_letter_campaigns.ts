import { withId, type AnyDb } from './util';

/**
 * Letters to many players (issue 38; services/staff/letter-campaigns.ts):
 * - `letter_campaigns`: one letter to a segment (its JSON), sent now or at `send_at`, its status
 *   (scheduled -> sending -> sent, or cancelled before it starts), how many players it reaches (`total`, fixed when
 *   sending starts) and how many letters went out (`sent`), who made it;
 * - `letter_campaign_recipients`: the players fixed when sending started, each with the inbox letter it received
 *   (null: not yet). A batch writes its letters and their ids here in one transaction, so a restart resumes with
 *   the players still without one and nobody gets the letter twice.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('letter_campaigns'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('segment_json', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('send_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await s.createIndex('letter_campaigns_due').on('letter_campaigns').columns(['status', 'send_at']).execute();

  await s
    .createTable('letter_campaign_recipients')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('letter_campaigns.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('letter_id', 'integer')
    .addPrimaryKeyConstraint('letter_campaign_recipients_pk', ['campaign_id', 'account_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('letter_campaign_recipients').execute();
  await db.schema.dropTable('letter_campaigns').execute();
}
