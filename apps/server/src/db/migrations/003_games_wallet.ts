import { sql } from 'kysely';
import { type AnyDb, withId } from './util';

/**
 * Games and the wallet: the game catalogue (games, sub-games), favourites,
 * usual games, per-player throttles, the wallet ledger (accounts, entries,
 * transfers, idempotency keys), currency settings, finance gates, launch
 * tokens, demo game sessions and bet records.
 *
 * Money is integer minor units (bigint). A wallet account's balance is stored
 * next to its ledger and changed in the same transaction as the entry that
 * explains it; the CHECK keeps it at zero or above whatever the code does.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('games'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('game_type', 'integer', (c) => c.notNull().references('game_types.type'))
    .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    /** Lower-cased names in every language plus the code, for search. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_testing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hot_level', 'integer')
    .addColumn('is_sub_game_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintain_start_time', 'varchar(32)')
    .addColumn('maintain_end_time', 'varchar(32)')
    .execute();
  await s.createIndex('games_type').on('games').columns(['game_type', 'channel_code', 'sort']).execute();

  await withId(db, s.createTable('sub_games'))
    .addColumn('sub_game_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'varchar(32)', (c) => c.notNull())
    /** Property codes as ',hot,new,' so one LIKE finds a property. */
    .addColumn('properties', 'varchar(128)', (c) => c.notNull().defaultTo(','))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('sub_games_game').on('sub_games').columns(['game_id', 'sort']).execute();

  await s
    .createTable('game_favorites')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_favorites_pk', ['account_id', 'game_id'])
    .execute();
  await s
    .createTable('sub_game_favorites')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sub_game_id', 'integer', (c) => c.notNull().references('sub_games.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sub_game_favorites_pk', ['account_id', 'sub_game_id'])
    .execute();
  await s
    .createTable('usual_games')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_played_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('usual_games_pk', ['account_id', 'game_id'])
    .execute();
  await s
    .createTable('action_throttles')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    /** Epoch milliseconds of the last allowed action. */
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('action_throttles_pk', ['account_id', 'action'])
    .execute();

  await withId(db, s.createTable('wallet_accounts'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull().references('currencies.code'))
    /** 'main' or a game channel code. */
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wallet_accounts_owner', ['account_id', 'currency', 'kind'])
    .addCheckConstraint('wallet_accounts_balance_not_negative', sql`balance >= 0`)
    .execute();
  await withId(db, s.createTable('ledger_entries'))
    .addColumn('wallet_account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id').onDelete('cascade'))
    /** Signed minor units: + credit, - debit. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    /** seed, transferOut, transferIn, recycleOut, recycleIn, bet, payout. */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** Order number of the transfer or bet, or a seed reference. */
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(128)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('ledger_entries_account').on('ledger_entries').columns(['wallet_account_id', 'id']).execute();
  await s.createIndex('ledger_entries_reference').on('ledger_entries').column('reference').execute();
  await withId(db, s.createTable('wallet_transfers'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('from_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('debited', 'bigint', (c) => c.notNull())
    .addColumn('credited', 'bigint', (c) => c.notNull())
    /** transfer, autoTransfer or recycle. */
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('wallet_transfers_account').on('wallet_transfers').columns(['account_id', 'created_at']).execute();
  await s
    .createTable('idempotency_keys')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('scope', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    /** JSON of the first reply's data; null while the first request runs. */
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
    .execute();
  await s
    .createTable('wallet_currency_settings')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull().references('currencies.code'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_currency_settings_pk', ['account_id', 'currency'])
    .execute();
  await s
    .createTable('fund_gates')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('recharge_limit_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('recharge_limit_until', 'varchar(32)')
    .addColumn('withdraw_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('withdraw_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fund_gates_pk', ['account_id', 'currency'])
    .execute();

  await s
    .createTable('launch_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('sub_game_code', 'varchar(64)')
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await withId(db, s.createTable('play_sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('sub_game_code', 'varchar(64)')
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    /** Hex seed of the session's dice; round n is drawn from HMAC(seed, n). */
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('bet_records'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('game_type', 'integer', (c) => c.notNull())
    .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('sub_game_code', 'varchar(64)')
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    /** Main-currency minor units per game minor unit (1, or 5 for DB points). */
    .addColumn('main_per_unit', 'integer', (c) => c.notNull().defaultTo(1))
    /** JSON {choice, dice} of the round; rendered per language. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('play_session_id', 'integer')
    .addColumn('round', 'integer')
    .addColumn('bet_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('payout_time', 'varchar(32)')
    .addColumn('total_bet', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('profit', 'bigint', (c) => c.notNull())
    .addColumn('refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_profit', 'bigint', (c) => c.notNull())
    .addColumn('expected_return', 'bigint', (c) => c.notNull())
    .addColumn('settle_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'varchar(16)')
    .execute();
  await s.createIndex('bet_records_account_time').on('bet_records').columns(['account_id', 'bet_time']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'bet_records',
    'play_sessions',
    'launch_tokens',
    'fund_gates',
    'wallet_currency_settings',
    'idempotency_keys',
    'wallet_transfers',
    'ledger_entries',
    'wallet_accounts',
    'action_throttles',
    'usual_games',
    'sub_game_favorites',
    'game_favorites',
    'sub_games',
    'games',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
