import { withId, type AnyDb } from './util';

/**
 * The cashier (SPEC 1, 3, 4): banks and the player's bank cards (reviewed),
 * TRC-20 wallet addresses, uploaded ID and card photos, deposit channels,
 * deposit and withdrawal orders, automatic suspensions, and notice texts in
 * every language on the existing messages table (the inbox). Money is bigint
 * minor units; times ISO-8601 UTC text.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('banks')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    /** JSON label set {"TW","EN","TH"}. */
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('uploads')
    /** Random, unguessable (24 bytes base64url); also the file's name on disk. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    /** Relative to DATA_DIR. */
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('uploads_account').on('uploads').columns(['account_id', 'created_at']).execute();

  await withId(db, s.createTable('bank_cards'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('bank_code', 'varchar(8)', (c) => c.notNull().references('banks.code'))
    .addColumn('branch', 'varchar(64)', (c) => c.notNull())
    /** Stored whole (payouts need it); every reply masks it. */
    .addColumn('card_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_front_file', 'varchar(64)', (c) => c.notNull())
    .addColumn('id_back_file', 'varchar(64)', (c) => c.notNull())
    .addColumn('cover_file', 'varchar(64)', (c) => c.notNull())
    /** reviewing | approved | rejected */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await s.createIndex('bank_cards_account').on('bank_cards').columns(['account_id', 'status']).execute();

  await withId(db, s.createTable('wallet_addresses'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('network', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wallet_addresses_account_address', ['account_id', 'address'])
    .execute();

  await s
    .createTable('deposit_channels')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    /** bank | usdt | store */
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('min_vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, s.createTable('deposit_orders'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** processing | success | failure | timeout | cancelled */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('card_id', 'integer')
    .addColumn('from_card', 'varchar(32)')
    /** Unique: one chain transaction pays one order (NULLs do not collide on either dialect). */
    .addColumn('tx_hash', 'varchar(66)', (c) => c.unique())
    .addColumn('payment_code', 'varchar(16)', (c) => c.unique())
    /** JSON of the contract's depositReceiving. */
    .addColumn('receiving', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await s.createIndex('deposit_orders_account').on('deposit_orders').columns(['account_id', 'created_at']).execute();
  await s.createIndex('deposit_orders_status').on('deposit_orders').columns(['status', 'expires_at']).execute();

  await withId(db, s.createTable('withdraw_orders'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('usdt_amount', 'varchar(32)')
    .addColumn('card_id', 'integer')
    .addColumn('address_id', 'integer')
    .addColumn('destination', 'varchar(64)', (c) => c.notNull())
    /** processing | reviewing | withdrawing | success | failure | cancelled */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('withdraw_orders_account').on('withdraw_orders').columns(['account_id', 'created_at']).execute();

  await withId(db, s.createTable('fund_suspensions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** recharge | withdraw */
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('until', 'varchar(32)', (c) => c.notNull())
    /** auto (unpaid deposit orders) or operator. */
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('fund_suspensions_account').on('fund_suspensions').columns(['account_id', 'action', 'until']).execute();

  /** Notice texts in every language, JSON {"TW":{"title","body"},...}; title/body stay the zh-TW fallback. */
  await s.alterTable('messages').addColumn('texts', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('texts').execute();
  for (const table of ['fund_suspensions', 'withdraw_orders', 'deposit_orders', 'deposit_channels', 'wallet_addresses', 'bank_cards', 'uploads', 'banks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
