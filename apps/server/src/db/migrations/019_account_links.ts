import { withId, type AnyDb } from './util';

/**
 * Multi-account and invite farming (issue 17): what links one player's accounts, and the
 * registration caps per device and per client address.
 *
 * - `account_sightings`: the device ids, client addresses and phones each account was seen with at
 *   registration and login; two accounts sharing a (kind, value) are linked. The (kind, value)
 *   index answers "who else was seen with this" without a scan.
 * - `registration_counts`: one counter row per device id or address, raised by one atomic upsert
 *   per registration (so several server processes share the cap): `total` for ever, `recent` in
 *   the window that began at `window_start`.
 * - `risk_refusals`: every bonus or reward withheld because of a link, for the operator.
 * - Indexes on bank card numbers and wallet addresses, so "who else bound this card" is a lookup.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('account_sightings')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** device | address | phone */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    /** register | login: how it was first seen. */
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('first_seen', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_sightings_pk', ['account_id', 'kind', 'value'])
    .execute();
  await s.createIndex('account_sightings_value').on('account_sightings').columns(['kind', 'value', 'account_id']).execute();

  await s
    .createTable('registration_counts')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('recent', 'integer', (c) => c.notNull())
    /** Start of the current window, epoch milliseconds. */
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('registration_counts_pk', ['kind', 'value'])
    .execute();

  await withId(db, s.createTable('risk_refusals'))
    /** The account that would have received the money. */
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** firstRecharge | invite | activityReward */
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    /** What was withheld (FR<order>, INV<friend id>, activityReward:<id>): one refusal each. */
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('linked_account_id', 'integer', (c) => c.notNull())
    /** What links them, e.g. "device,address". */
    .addColumn('links', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('risk_refusals_account').on('risk_refusals').columns(['account_id', 'created_at']).execute();

  await s.createIndex('bank_cards_card_no').on('bank_cards').columns(['card_no', 'account_id']).execute();
  await s.createIndex('wallet_addresses_address').on('wallet_addresses').columns(['address', 'account_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.dropIndex('wallet_addresses_address').execute();
  await s.dropIndex('bank_cards_card_no').execute();
  await s.dropTable('risk_refusals').execute();
  await s.dropTable('registration_counts').execute();
  await s.dropTable('account_sightings').execute();
}
