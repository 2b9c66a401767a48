import { withId, type AnyDb } from './util';

/**
 * My account (issue 10): ID verifications (reviewed by an operator), delivery
 * addresses, the devices an account has logged in from, and the switches
 * withdrawal protection and SMS login verification plus the start of a
 * two-step phone change on accounts.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('id_verifications'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('real_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(16)', (c) => c.notNull())
    /** Upload ids of the photos; null only for a verification recorded without photos (the demo players). */
    .addColumn('front_file', 'varchar(64)')
    .addColumn('back_file', 'varchar(64)')
    /** 1 verifying, 2 success, 3 failure (SPEC 3). */
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await s.createIndex('id_verifications_account').on('id_verifications').columns(['account_id', 'id']).execute();
  await s.createIndex('id_verifications_number').on('id_verifications').columns(['id_number', 'status']).execute();
  await s.createIndex('id_verifications_status').on('id_verifications').columns(['status', 'submitted_at']).execute();

  await withId(db, s.createTable('delivery_addresses'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('receiver', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(400)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('delivery_addresses_account').on('delivery_addresses').columns(['account_id', 'id']).execute();

  await s
    .createTable('known_devices')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('first_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['account_id', 'device_hash'])
    .execute();

  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await s.alterTable('accounts').addColumn('withdraw_protect', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await s.alterTable('accounts').addColumn('sms_verify', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await s.alterTable('accounts').addColumn('phone_change_started_at', 'varchar(32)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['phone_change_started_at', 'sms_verify', 'withdraw_protect']) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
  for (const table of ['known_devices', 'delivery_addresses', 'id_verifications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
