import type { AnyDb } from './util';

/**
 * The promotions that move money (SPEC 7, 9; services/promotions):
 * - first_recharge_joins: one row per player who joined the first-recharge
 *   promotion; the bonus of the first successful deposit is written on the
 *   row in the approval's transaction (status joined -> credited or ended).
 * - invite_codes: every player's own stable invite code (made on first use).
 * - invite_rewards: one row per qualified friend (the primary key makes the
 *   inviter's reward happen once).
 * Money is bigint minor units; times ISO-8601 UTC text.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('first_recharge_joins')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    /** standard | newMember, fixed when joining. */
    .addColumn('tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('platform', 'varchar(8)', (c) => c.notNull())
    /** joined | credited | ended */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deposit_order_no', 'varchar(40)')
    .addColumn('deposit_amount', 'bigint')
    .addColumn('bonus', 'bigint')
    .addColumn('currency', 'varchar(16)')
    .addColumn('settled_at', 'varchar(32)')
    .execute();

  await s
    .createTable('invite_codes')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await s
    .createTable('invite_rewards')
    .addColumn('friend_account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('inviter_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('deposit_order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('credited_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('invite_rewards_inviter').on('invite_rewards').column('inviter_account_id').execute();
  // The friends list reads players by the code they registered with.
  await s.createIndex('accounts_inviter_code').on('accounts').column('inviter_code').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('accounts_inviter_code').ifExists().execute();
  for (const table of ['invite_rewards', 'invite_codes', 'first_recharge_joins']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
