import { withId, type AnyDb } from './util';

/**
 * Agents (issue 21). An agent is an `accounts` row (its password hash, lockout, wallet and ledger are the
 * player machinery's) with an `agents` row: the proxy code its members registered with (unique, also a
 * `proxies` row so the register form resolves it), its tier and its 3-month support window.
 *
 * - `sessions.kind`: 'player' (every existing session) or 'agent'; an endpoint authenticates only the kind it
 *   declares (`auth: true` -> player, `auth: 'agent'` -> agent).
 * - `agent_tier_reviews`: the quarterly review's decision per agent and quarter (unique: a review run twice,
 *   or on two servers, decides once).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('sessions').addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('player')).execute();

  await withId(db, s.createTable('agents'))
    .addColumn('account_id', 'integer', (c) => c.notNull().unique().references('accounts.id').onDelete('cascade'))
    .addColumn('proxy_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('support_until', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('agent_tier_reviews'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('quarter', 'varchar(8)', (c) => c.notNull())
    .addColumn('from_tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('quarter_average', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('agent_tier_reviews_quarter', ['agent_id', 'quarter'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agent_tier_reviews').execute();
  await db.schema.dropTable('agents').execute();
  await db.schema.alterTable('sessions').dropColumn('kind').execute();
}
