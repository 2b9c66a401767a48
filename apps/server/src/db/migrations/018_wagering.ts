import { type AnyDb, withId } from './util';

/**
 * Wagering requirements (issue 17, docs/decisions.md "Issue 17: wagering"):
 * one row per credit that must be played through before a withdrawal (a
 * deposit 1x, a bonus its multiple), opened in the credit's own transaction
 * and closed by a withdrawal (met) or by new money arriving on a balance
 * under 1.00 (cleared). Bets record their decimal odds (null: a game without
 * odds), so the qualifying-odds rule can be applied; a promotion may set its
 * own multiple. Requirements that existing players already owe are
 * backfilled from the deposits and bonuses since their last successful
 * withdrawal.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('turnover_requirements'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    /** WAGERING_SOURCES of the contract. */
    .addColumn('source', 'varchar(24)', (c) => c.notNull())
    /** The credit's ledger reference (order no, FR<order>, activityReward:<id>...): one requirement per credit and player. */
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    /** JSON LabelSet of the promotion's title (activity rewards), else null. */
    .addColumn('titles', 'text')
    /** Minor units credited, the multiple, and amount x multiple. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull())
    .addColumn('required', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    /** open | met (a withdrawal passed the check) | cleared (balance under 1.00 when new money came). */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    // Daily rebates share one reference per day across players: the account keeps them apart.
    .addUniqueConstraint('turnover_requirements_credit', ['account_id', 'source', 'reference'])
    .execute();
  await db.schema.createIndex('turnover_requirements_open').on('turnover_requirements').columns(['account_id', 'currency', 'status', 'started_at']).execute();
  /** Decimal odds of the bet (stake included); null for games without odds. */
  await db.schema.alterTable('bet_records').addColumn('odds', 'double precision').execute();
  /** A promotion's own multiple for its rewards; null: WAGERING_MULTIPLES.activityReward. */
  await db.schema.alterTable('activities').addColumn('wagering_multiple', 'integer').execute();
  /** The multiple of the reward's promotion when it was earned: what the player is shown is what the claim asks. */
  await db.schema.alterTable('activity_rewards').addColumn('wagering_multiple', 'integer').execute();
  await backfill(db);
}

interface Owed {
  account_id: number;
  currency: string;
  source: string;
  reference: string;
  amount: number;
  multiple: number;
  started_at: string;
}

/** The multiples as they stood when this migration shipped (the contract's may change later; history must not). */
const MULTIPLE: Record<string, number> = { deposit: 1, firstRecharge: 10, invite: 5, activityReward: 5, rebate: 1, couponExchange: 3, operatorBonus: 5, operatorRebate: 1 };

function sourceOfEntry(kind: string, reference: string): string {
  if (kind === 'rebate') return reference.startsWith('VIPRB') ? 'rebate' : 'operatorRebate';
  if (kind === 'couponExchange') return 'couponExchange';
  if (reference.startsWith('FR')) return 'firstRecharge';
  if (reference.startsWith('INV')) return 'invite';
  if (reference.startsWith('activityReward:')) return 'activityReward';
  return 'operatorBonus';
}

async function backfill(db: AnyDb): Promise<void> {
  const last = db
    .selectFrom('withdraw_orders as w')
    .select((eb) => eb.fn.max('w.created_at').as('at'))
    .whereRef('w.account_id', '=', 'd.account_id')
    .whereRef('w.currency', '=', 'd.currency')
    .where('w.status', '=', 'success');
  const deposits: Array<{ account_id: number; currency: string; order_no: string; amount: number | string; settled_at: string }> = await db
    .selectFrom('deposit_orders as d')
    .select(['d.account_id', 'd.currency', 'd.order_no', 'd.amount', 'd.settled_at'])
    .where('d.status', '=', 'success')
    .where('d.settled_at', 'is not', null)
    .where((eb) => eb.or([eb(last, 'is', null), eb('d.settled_at', '>', last)]))
    .execute();
  const lastOfEntry = db
    .selectFrom('withdraw_orders as w')
    .select((eb) => eb.fn.max('w.created_at').as('at'))
    .whereRef('w.account_id', '=', 'a.account_id')
    .whereRef('w.currency', '=', 'a.currency')
    .where('w.status', '=', 'success');
  const bonuses: Array<{ account_id: number; currency: string; kind: string; reference: string; amount: number | string; created_at: string }> = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as a', 'a.id', 'l.wallet_account_id')
    .select(['a.account_id', 'a.currency', 'l.kind', 'l.reference', 'l.amount', 'l.created_at'])
    .where('a.kind', '=', 'main')
    .where('l.kind', 'in', ['bonus', 'rebate', 'couponExchange'])
    .where('l.amount', '>', 0)
    .where((eb) => eb.or([eb(lastOfEntry, 'is', null), eb('l.created_at', '>', lastOfEntry)]))
    .execute();
  const rows: Owed[] = [
    ...deposits.map((d) => ({ account_id: d.account_id, currency: d.currency, source: 'deposit', reference: d.order_no, amount: Number(d.amount), multiple: 1, started_at: d.settled_at })),
    ...bonuses.map((b) => {
      const source = sourceOfEntry(b.kind, b.reference);
      return { account_id: b.account_id, currency: b.currency, source, reference: b.reference, amount: Number(b.amount), multiple: MULTIPLE[source] ?? 1, started_at: b.created_at };
    }),
  ];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200).map((r) => ({
      ...r,
      titles: null,
      required: r.amount * r.multiple,
      status: 'open',
      closed_at: null,
    }));
    await db.insertInto('turnover_requirements').values(chunk).onConflict((oc) => oc.columns(['account_id', 'source', 'reference']).doNothing()).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('activity_rewards').dropColumn('wagering_multiple').execute();
  await db.schema.alterTable('activities').dropColumn('wagering_multiple').execute();
  await db.schema.alterTable('bet_records').dropColumn('odds').execute();
  await db.schema.dropTable('turnover_requirements').execute();
}
